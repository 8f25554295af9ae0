import { cn } from '@/lib/cn'

interface SpinnerProps {
  /** Read by screen readers; omit only where a visible text already says it is loading. */
  label?: string
  className?: string
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent text-accent motion-reduce:animate-none"
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}

/**
 * Fills the page area while a route or its translations load. As tall as the screen, so the footer
 * below it is not in view and then pushed away by the page (a layout shift of 0.34 on a phone).
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
      <Spinner label={label} className="[&>span:first-child]:size-10" />
    </div>
  )
}
