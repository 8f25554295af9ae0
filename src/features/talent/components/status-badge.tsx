import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/** A filmmaker's Active/Inactive status; the dot is decorative, the word carries the meaning. */
export function StatusBadge({
  isActive,
  size = 'sm',
  className,
}: {
  isActive: boolean
  size?: 'sm' | 'md'
  className?: string
}) {
  const { t } = useTranslation('talent')
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full font-semibold',
        size === 'md' ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs',
        isActive
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', isActive ? 'bg-emerald-600' : 'bg-neutral-500')}
      />
      {isActive ? t('filmmaker.active') : t('filmmaker.inactive')}
    </span>
  )
}
