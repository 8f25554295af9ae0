import { useId, type ReactNode } from 'react'
import { HeadingBlock } from '@/components/ui/heading-block'
import { cn } from '@/lib/cn'

interface PanelProps {
  title: string
  subtitle?: ReactNode
  /** Beside the title, e.g. an "Estimate" badge. */
  aside?: ReactNode
  children: ReactNode
  className?: string
}

/** A titled card of the dashboard; a named region, so each block is reachable by its heading. */
export function Panel({ title, subtitle, aside, children, className }: PanelProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <HeadingBlock id={headingId} title={title}>
          {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
        </HeadingBlock>
        {aside}
      </div>
      {children}
    </section>
  )
}
