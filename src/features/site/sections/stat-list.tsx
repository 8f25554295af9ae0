import { cn } from '@/lib/cn'

export interface Stat {
  key: string
  value: string
  label: string
}

/**
 * Figures such as "70+ Artists trained". A description list, so a screen reader pairs each
 * label with its value; the value is shown first.
 */
export function StatList({
  stats,
  className,
  tone = 'default',
}: {
  stats: Stat[]
  className?: string
  /** 'inverse' on the always-dark hero. */
  tone?: 'default' | 'inverse'
}) {
  return (
    <dl className={cn('grid gap-4', className)}>
      {stats.map((stat) => (
        // justify-end is the top in a reversed column: the values line up at the top of the row
        // even when one label wraps onto a second line.
        <div key={stat.key} className="flex flex-col-reverse justify-end">
          <dt className={cn('text-sm', tone === 'inverse' ? 'text-neutral-300' : 'text-muted')}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              'text-3xl font-extrabold tracking-tight sm:text-4xl',
              tone === 'inverse' ? 'text-white' : 'text-accent',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
