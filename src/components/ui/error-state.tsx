import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TriangleAlert } from 'lucide-react'
import { cn } from '@/lib/cn'
import { Button } from './button'

interface ErrorStateProps {
  message: string
  title?: string
  /** Shows a retry button when given. */
  onRetry?: () => void
  retryLabel?: string
  /** More actions, e.g. a link back to the list. */
  children?: ReactNode
  className?: string
}

export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel,
  children,
  className,
}: ErrorStateProps) {
  const { t } = useTranslation('common')
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-danger" />
      {title ? <p className="text-lg font-semibold">{title}</p> : null}
      <p className="max-w-prose text-muted">{message}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel ?? t('states.retry')}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  )
}
