import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A field's label: the star of a required field (the control itself carries `required` or
 * `aria-required`, so the star is hidden from screen readers) and a note in brackets, e.g.
 * "(optional)", which is part of the field's name.
 */
export function Label({
  htmlFor,
  id,
  required,
  note,
  className,
  children,
}: {
  htmlFor?: string
  id?: string
  required?: boolean
  note?: string
  className?: string
  children: ReactNode
}) {
  const Element = htmlFor ? 'label' : 'span'
  return (
    <Element
      htmlFor={htmlFor}
      id={id}
      className={cn(
        'mb-1.5 block text-sm font-medium',
        note && 'flex items-baseline gap-2',
        className,
      )}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="text-danger">
          {' *'}
        </span>
      ) : null}
      {note ? ' ' : null}
      {note ? <span className="text-xs font-normal text-muted">({note})</span> : null}
    </Element>
  )
}
