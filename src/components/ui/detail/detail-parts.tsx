import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ArrowLeft, SearchX } from 'lucide-react'
import { ErrorState } from '@/components/ui/error-state'
import { Spinner } from '@/components/ui/spinner'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

export const pageContainer = 'mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8'

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-10 items-center gap-2 rounded-lg text-sm font-semibold text-muted hover:text-accent"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}

/** The spinner of a detail page while its record loads. */
export function DetailLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} className="[&>span:first-child]:size-10" />
    </div>
  )
}

/** The record does not exist: a title the page can be found by, and the way back to the list. */
export function DetailNotFound({
  title,
  message,
  backTo,
  backLabel,
}: {
  title: string
  message: string
  backTo: string
  backLabel: string
}) {
  return (
    <div className={`${pageContainer} flex flex-col items-center gap-4 text-center`}>
      <SearchX aria-hidden="true" className="size-12 text-muted" />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-prose text-muted">{message}</p>
      <Link to={backTo} className={buttonClasses('primary', 'md')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
    </div>
  )
}

/** The record could not be loaded: the message, a retry, and the way back to the list. */
export function DetailError({
  title,
  message,
  onRetry,
  backTo,
  backLabel,
}: {
  title: string
  message: string
  onRetry: () => void
  backTo: string
  backLabel: string
}) {
  return (
    <div className={pageContainer}>
      {/* The page keeps an h1 in every state. */}
      <h1 className="sr-only">{title}</h1>
      <ErrorState message={message} onRetry={onRetry}>
        <Link to={backTo} className={buttonClasses('ghost', 'md')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {backLabel}
        </Link>
      </ErrorState>
    </div>
  )
}

/** A titled block of a profile (Biography, Skills, Credits ...). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold tracking-tight">{title}</h2>
      {children}
    </section>
  )
}

export interface Fact {
  label: string
  value: ReactNode
  icon?: ReactNode
}

/** Short label/value facts (age, location, experience ...) as a description list. */
export function FactList({ facts, isWide = false }: { facts: Fact[]; isWide?: boolean }) {
  return (
    // Short values sit two abreast even on phones; long ones (e-mail addresses) need the width.
    <dl className={cn('grid gap-3', isWide ? 'sm:grid-cols-2' : 'grid-cols-2')}>
      {facts.map((fact) => (
        // A <dl> may group a dt and its dd in one <div>, nothing deeper: the icon sits in the dt,
        // placed in the card's padding.
        <div
          key={fact.label}
          className={cn(
            'relative min-w-0 rounded-xl border border-line bg-surface-raised p-3 sm:p-4',
            fact.icon ? 'ps-11 sm:ps-12' : null,
          )}
        >
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
            {fact.icon ? (
              <span
                aria-hidden="true"
                className="absolute start-3 top-3.5 text-accent sm:start-4 sm:top-4.5 [&>svg]:size-5"
              >
                {fact.icon}
              </span>
            ) : null}
            {fact.label}
          </dt>
          <dd className="mt-1 font-medium break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
