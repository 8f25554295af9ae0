import type { ComponentProps } from 'react'
import { X } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * The × button that closes or dismisses something (a dialog, a notice, the admin sidebar): an
 * icon with its accessible name in `label`. Sizes and colours come from `className`.
 */
export function CloseButton({
  label,
  className,
  iconClassName = 'size-5',
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label' | 'children'> & {
  label: string
  iconClassName?: string
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn('inline-flex shrink-0 items-center justify-center rounded-lg', className)}
      {...props}
    >
      <X aria-hidden="true" className={iconClassName} />
    </button>
  )
}
