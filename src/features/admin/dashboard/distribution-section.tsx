import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { PieChart as PieIcon } from 'lucide-react'
import type { DashboardAnalytics } from '@contract/dashboard'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useTheme } from '@/lib/theme'
import { chartTheme } from './chart-theme'
import type { DistributionSlice } from './distribution-chart'
import { EmptyHint } from './empty-hint'
import { Panel } from './panel'

const DistributionChart = lazy(() => import('./distribution-chart'))

/** Artists, music, gallery and filmmakers as shares of all content, or 'No data'. */
export function DistributionSection({ analytics }: { analytics: DashboardAnalytics }) {
  const { t, i18n } = useTranslation('dashboard')
  const { theme } = useTheme()
  const colors = chartTheme(theme)
  const language = i18n.resolvedLanguage ?? i18n.language
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 })
  const { overview } = analytics
  const slices: DistributionSlice[] = [
    { key: 'artists', name: t('distribution.series.artists'), value: overview.totalArtists },
    { key: 'music', name: t('distribution.series.music'), value: overview.totalMusic },
    { key: 'gallery', name: t('distribution.series.gallery'), value: overview.totalGalleryItems },
    {
      key: 'filmmakers',
      name: t('distribution.series.filmmakers'),
      value: overview.totalFilmmakers,
    },
  ]
  const total = slices.reduce((sum, slice) => sum + slice.value, 0)

  return (
    <Panel title={t('distribution.title')} subtitle={t('distribution.subtitle')}>
      {total === 0 ? (
        <div className="flex h-60 flex-col items-center justify-center gap-2 text-muted">
          <PieIcon aria-hidden="true" className="size-10" />
          <p className="font-semibold">{t('noData')}</p>
          <EmptyHint hint="distributionHint" to={paths.admin.artistsCreate} action="addArtist" />
        </div>
      ) : (
        <>
          <div
            role="img"
            aria-label={t('distribution.chartLabel')}
            className="mx-auto h-56 w-full max-w-64"
          >
            <Suspense fallback={<Skeleton className="size-full rounded-full" />}>
              <DistributionChart slices={slices} colors={colors} />
            </Suspense>
          </div>
          <ul aria-label={t('distribution.legend')} className="mt-4 space-y-2 text-sm">
            {slices.map((slice) => (
              <li key={slice.key} className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-sm"
                  style={{ backgroundColor: colors.series[slice.key] }}
                />
                <span className="flex-1">{slice.name}</span>
                <span className="font-semibold tabular-nums">{slice.value}</span>
                <span className="w-10 text-right text-muted tabular-nums">
                  {percent.format(slice.value / total)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  )
}
