import type { ComponentType, ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { useTranslation } from 'react-i18next'

interface BulkBarProps {
  count: number
  onClear: () => void
  /** The actions on the selected rows (Delete, Mark as read ...). */
  children: ReactNode
}

/** "3 selected" and what can be done with them, shown while rows are selected. */
export function BulkBar({ count, onClear, children }: BulkBarProps) {
  const { t } = useTranslation('manage')
  return (
    <div
      role="group"
      aria-label={t('selection.actions')}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-accent/40 bg-accent-soft px-3 py-2 text-sm"
    >
      <p className="mr-auto font-semibold text-accent">{t('selection.count', { count })}</p>
      {children}
      <button
        type="button"
        onClick={onClear}
        className="min-h-9 rounded-lg px-3 font-medium hover:bg-black/5 dark:hover:bg-white/10"
      >
        {t('selection.clear')}
      </button>
    </div>
  )
}

interface BulkActionProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  tone?: 'secondary' | 'danger'
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}

/** One action of the bar: an icon and its words, a small button. */
export function BulkAction({
  icon: Icon,
  tone = 'secondary',
  disabled,
  onClick,
  children,
}: BulkActionProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={buttonClasses(tone, 'sm')}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </button>
  )
}
