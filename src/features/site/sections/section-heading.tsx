import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface SectionHeadingProps {
  eyebrow?: string
  title: ReactNode
  subtitle?: string
  /** h1 where the section is the page itself (/abouts), h2 on the home page. */
  level?: 1 | 2
  id?: string
  align?: 'center' | 'start'
  className?: string
}

/** The small red label, the heading and its lead paragraph that open every section. */
export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  level = 2,
  id,
  align = 'center',
  className,
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div
      className={cn(
        'max-w-2xl',
        align === 'center' ? 'mx-auto text-center' : 'text-start',
        className,
      )}
    >
      {eyebrow ? (
        <p className="mb-3 text-sm font-bold tracking-widest text-accent uppercase">{eyebrow}</p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          'font-extrabold tracking-tight text-balance',
          level === 1 ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {subtitle ? <p className="mt-4 text-lg text-pretty text-muted">{subtitle}</p> : null}
    </div>
  )
}

/** The page-wide wrapper of a section: its id is a footer anchor target. */
export function Section({
  id,
  labelledBy,
  className,
  children,
}: {
  id?: string
  labelledBy: string
  className?: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-16 sm:py-24', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>
    </section>
  )
}
