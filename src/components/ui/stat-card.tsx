import { useId, type ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

export interface StatCardProps {
  label: string
  value: ReactNode
  icon?: LucideIcon
  /** A short line under the value, e.g. what the number counts. */
  hint?: ReactNode
  className?: string
}

/** One number with its label; a named group, so "Total: 12" is read together. */
export function StatCard({ label, value, icon: Icon, hint, className }: StatCardProps) {
  const labelId = useId()
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn(
        'flex items-start gap-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      {Icon ? (
        <span
          aria-hidden="true"
          // Phones show three cards in a row: the icon gives its room to the number there.
          className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent sm:inline-flex"
        >
          <Icon className="size-5" />
        </span>
      ) : null}
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-muted">
          {label}
        </p>
        <p className="mt-1 text-xl font-bold tracking-tight tabular-nums sm:text-2xl">{value}</p>
        {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      </div>
    </div>
  )
}
