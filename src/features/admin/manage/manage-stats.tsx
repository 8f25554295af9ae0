import { useTranslation } from 'react-i18next'
import { usePage } from '@/api/paging'
import { StatCard } from '@/components/ui/stat-card'
import { cn } from '@/lib/cn'
import { thisMonthParams } from '../components/list-window'
import type { ManageConfig, ManagedRecord, StatQuery } from './types'

/** The stat cards above a manage table, each read as the total of a one-row query. */
export function ManageStats<T extends ManagedRecord>({
  config,
  now,
}: {
  config: ManageConfig<T>
  now: Date
}) {
  return (
    <div
      className={cn(
        'grid gap-3 sm:gap-4',
        { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2 lg:grid-cols-4' }[
          config.stats.length
        ],
      )}
    >
      {config.stats.map((stat) => (
        <Stat key={stat.label} config={config} stat={stat} now={now} />
      ))}
    </div>
  )
}

function Stat<T extends ManagedRecord>({
  config,
  stat,
  now,
}: {
  config: ManageConfig<T>
  stat: StatQuery
  now: Date
}) {
  const { t, i18n } = useTranslation('manage')
  const language = i18n.resolvedLanguage ?? i18n.language
  const total = usePage(config.collection, {
    ...config.baseParams,
    ...stat.params,
    ...(stat.thisMonth && thisMonthParams(now)),
    limit: 1,
  })
  return (
    <StatCard
      label={t(`stats.${stat.label}`)}
      value={total.isSuccess ? new Intl.NumberFormat(language).format(total.data.total) : '–'}
      icon={stat.icon}
    />
  )
}
