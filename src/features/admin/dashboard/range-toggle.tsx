import { useTranslation } from 'react-i18next'
import { DASHBOARD_RANGES, type DashboardRange } from '@contract/constants'
import { cn } from '@/lib/cn'

/** 6M / 12M / All: a group of toggle buttons, the chosen one pressed. */
export function RangeToggle({
  value,
  onChange,
}: {
  value: DashboardRange
  onChange: (range: DashboardRange) => void
}) {
  const { t } = useTranslation('dashboard')
  return (
    <div
      role="group"
      aria-label={t('range.label')}
      className="inline-flex rounded-xl border border-line bg-surface-raised p-1 shadow-sm"
    >
      {DASHBOARD_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          title={t(`range.long.${range}`)}
          onClick={() => onChange(range)}
          className={cn(
            'h-9 min-w-12 rounded-lg px-3 text-sm font-semibold transition-colors',
            range === value
              ? 'bg-accent-strong text-white shadow-sm'
              : 'text-muted hover:bg-neutral-100 hover:text-fg dark:hover:bg-neutral-800',
          )}
        >
          {t(`range.short.${range}`)}
        </button>
      ))}
    </div>
  )
}
