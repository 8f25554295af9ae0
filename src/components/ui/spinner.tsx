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

/** Fills the page area while a route or its translations load. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
      <Spinner label={label} className="[&>span:first-child]:size-10" />
    </div>
  )
}
