import { TIMING } from '@/config/ui'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckCircle2, TriangleAlert } from 'lucide-react'
import { CloseButton } from '@/components/ui/close-button'
import { cn } from '@/lib/cn'

/** The outcome of an action, as the admin screens show it. */
export interface Notice {
  tone: 'success' | 'error'
  message: string
  detail?: string
}

interface StatusNoticeProps {
  notice: Notice | null
  onDismiss: () => void
  className?: string
}

/**
 * The outcome of an update, a delete or a status change, shown in the page (never alert()).
 * Successes clear themselves after a few seconds; failures stay until dismissed or replaced.
 */
export function StatusNotice({ notice, onDismiss, className }: StatusNoticeProps) {
  const { t } = useTranslation('manage')

  useEffect(() => {
    if (notice?.tone !== 'success') return
    const timer = setTimeout(onDismiss, TIMING.contactClearMs)
    return () => clearTimeout(timer)
  }, [notice, onDismiss])

  const render = (tone: Notice['tone']) => {
    if (notice?.tone !== tone) return null
    const isError = tone === 'error'
    const Icon = isError ? TriangleAlert : CheckCircle2
    return (
      <div
        className={cn(
          'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
          isError
            ? 'border-brand-200 bg-brand-50 text-brand-800 dark:border-brand-900 dark:bg-[#2a1215] dark:text-brand-200'
            : 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200',
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{notice.message}</p>
          {notice.detail ? <p className="mt-0.5 opacity-90">{notice.detail}</p> : null}
        </div>
        <CloseButton
          label={t('actions.dismiss')}
          onClick={onDismiss}
          iconClassName="size-4"
          className="-m-1 size-8 hover:bg-black/5 dark:hover:bg-white/10"
        />
      </div>
    )
  }

  // Both live regions stay mounted, so screen readers announce each new message.
  return (
    <div className={className}>
      <div role="status">{render('success')}</div>
      <div role="alert">{render('error')}</div>
    </div>
  )
}
