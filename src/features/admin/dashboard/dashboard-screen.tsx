import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DashboardRange } from '@contract/constants'
import { useAnalytics, useMonthlyData } from '@/api/dashboard'
import { ErrorState } from '@/components/ui/error-state'
import { usePageTitle } from '@/components/ui/page-title'
import { Skeleton } from '@/components/ui/skeleton'
import { ActivitySection } from './activity-section'
import { DistributionSection } from './distribution-section'
import { GrowthSection } from './growth-section'
import { RangeToggle } from './range-toggle'
import { SummaryCards } from './summary-cards'

/** The dashboard (docs/product.md §7): totals, monthly growth, content mix, activity, top lists. */
export function DashboardScreen() {
  const { t } = useTranslation(['dashboard', 'admin'])
  const title = t('admin:titles.dashboard')
  usePageTitle(title, t('dashboard:description'))
  const [range, setRange] = useState<DashboardRange>('6months')
  const analytics = useAnalytics()
  const monthly = useMonthlyData(range)

  const retry = () => {
    void analytics.refetch()
    if (monthly.isError) void monthly.refetch()
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted">{t('dashboard:description')}</p>
        </div>
        <RangeToggle value={range} onChange={setRange} />
      </header>

      {analytics.isPending ? (
        <DashboardSkeleton label={t('dashboard:loading')} />
      ) : analytics.isError ? (
        <ErrorState
          message={t('dashboard:error', { message: t('dashboard:failed') })}
          onRetry={retry}
          retryLabel={t('dashboard:retry')}
          className="rounded-2xl border border-line bg-surface-raised"
        />
      ) : (
        <>
          <SummaryCards analytics={analytics.data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <GrowthSection range={range} monthly={monthly} analytics={analytics.data} />
            <DistributionSection analytics={analytics.data} />
          </div>
          <ActivitySection analytics={analytics.data} />
        </>
      )}
    </div>
  )
}

function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-96 lg:col-span-2" />
        <Skeleton className="h-96" />
      </div>
    </div>
  )
}
