import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface EmptyStateProps {
  title: string
  description?: string
  icon?: ReactNode
  /** A button or link, e.g. "Refresh". */
  action?: ReactNode
  className?: string
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      {icon ? (
        <div aria-hidden="true" className="text-muted [&>svg]:size-10">
          {icon}
        </div>
      ) : null}
      <p className="text-lg font-semibold">{title}</p>
      {description ? <p className="max-w-prose text-muted">{description}</p> : null}
      {action}
    </div>
  )
}
