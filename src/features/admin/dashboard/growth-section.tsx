import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { UseQueryResult } from '@tanstack/react-query'
import { TriangleAlert } from 'lucide-react'
import type { DashboardRange } from '@contract/constants'
import type { DashboardAnalytics, MonthlyRow } from '@contract/dashboard'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useTheme } from '@/lib/theme'
import { chartTheme } from './chart-theme'
import type { GrowthSeries } from './growth-chart'
import { GrowthTable } from './growth-table'
import { estimateMonthly, toGrowthPoints } from './monthly-series'
import { Panel } from './panel'

const GrowthChart = lazy(() => import('./growth-chart'))

const SERIES_KEYS = ['artists', 'music', 'listens'] as const

interface GrowthSectionProps {
  range: DashboardRange
  monthly: UseQueryResult<MonthlyRow[]>
  analytics: DashboardAnalytics
}

/**
 * Monthly Growth. When the monthly call fails, its error and Retry show, and below them the
 * estimate of docs/product.md §16 (departure 4), marked as such in the heading, legend and table.
 */
export function GrowthSection({ range, monthly, analytics }: GrowthSectionProps) {
  const { t, i18n } = useTranslation('dashboard')
  const { theme } = useTheme()
  const colors = chartTheme(theme)
  const language = i18n.resolvedLanguage ?? i18n.language
  // A failed refetch keeps the months already loaded: those stay real data, only the error shows.
  const isEstimate = monthly.isError && !monthly.data
  const rows = monthly.data ?? (isEstimate ? estimateMonthly(analytics, range) : undefined)
  const points = rows ? toGrowthPoints(rows, language) : undefined
  const series: GrowthSeries[] = SERIES_KEYS.map((key) => ({
    key,
    name: t(`growth.series.${key}`),
  }))

  return (
    <Panel
      title={t('growth.title')}
      subtitle={t('growth.subtitle')}
      className="lg:col-span-2"
      aside={
        isEstimate ? (
          <span className="rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
            {t('growth.estimateBadge')}
          </span>
        ) : null
      }
    >
      {monthly.isError ? (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800 dark:border-brand-900 dark:bg-[#2a1215] dark:text-brand-200"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1 font-semibold">{t('error', { message: t('growth.failed') })}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void monthly.refetch()}
            disabled={monthly.isFetching}
          >
            {t('retry')}
          </Button>
        </div>
      ) : null}

      {points?.length === 0 ? (
        <p className="flex h-72 items-center justify-center font-semibold text-muted">
          {t('noData')}
        </p>
      ) : points ? (
        <>
          <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
            {series.map((item) => (
              <li key={item.key} className="inline-flex items-center gap-2">
                <span
                  className="size-3 rounded-sm"
                  style={{
                    backgroundColor: colors.series[item.key],
                    opacity: isEstimate ? 0.5 : 1,
                  }}
                />
                {isEstimate ? t('growth.estimatedSeries', { name: item.name }) : item.name}
              </li>
            ))}
          </ul>
          {/*
            At least 3 rem per month: on a phone a long range scrolls inside the panel instead of
            squeezing its bars to slivers (and never widens the page).
          */}
          <div className="-mx-1 overflow-x-auto px-1">
            <div
              role="img"
              aria-label={t('growth.chartLabel')}
              className="h-72 w-full"
              style={{ minWidth: `${points.length * 3}rem` }}
            >
              <Suspense fallback={<Skeleton className="size-full" />}>
                <GrowthChart
                  points={points}
                  series={series}
                  colors={colors}
                  isEstimate={isEstimate}
                />
              </Suspense>
            </div>
          </div>
          {isEstimate ? (
            <p className="mt-3 text-sm text-muted">{t('growth.estimateNote')}</p>
          ) : null}
          <GrowthTable points={points} series={series} isEstimate={isEstimate} />
        </>
      ) : (
        <div role="status" aria-label={t('growth.loading')}>
          <Skeleton className="h-72 w-full" />
        </div>
      )}
    </Panel>
  )
}
