import type { ReactNode } from 'react'
import { Reveal } from './reveal'

interface RevealListProps<T> {
  items: readonly T[]
  keyOf: (item: T) => string
  children: (item: T) => ReactNode
  /** Seconds between one item's fade and the next's. */
  stagger?: number
  className?: string
}

/**
 * A grid of cards that fade in one after another as the row comes into view, each stretched to
 * the row's height. Its own module: the home page's first screen loads Reveal alone.
 */
export function RevealList<T>({
  items,
  keyOf,
  children,
  stagger = 0.1,
  className,
}: RevealListProps<T>) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>
          <Reveal delay={index * stagger} className="h-full">
            {children(item)}
          </Reveal>
        </li>
      ))}
    </ul>
  )
}
