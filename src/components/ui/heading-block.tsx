import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * The title of a box that is named by it (a dialog, a dashboard panel): an h2 whose id the box's
 * aria-labelledby points at, and under it the caller's own line (a description, a subtitle).
 */
export function HeadingBlock({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: ReactNode
  className?: string
  children?: ReactNode
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </div>
  )
}
