import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Heart, Image, PlayCircle, UserPlus, type LucideIcon } from 'lucide-react'
import { COUNTS } from '@contract/constants'
import type { DashboardAnalytics } from '@contract/dashboard'
import { paths } from '@/config/paths'
import { EmptyHint } from './empty-hint'
import { Panel } from './panel'

/** Recent Activity (7 days) and the top 3 gallery items and tracks (docs/product.md §7). */
export function ActivitySection({ analytics }: { analytics: DashboardAnalytics }) {
  const { t, i18n } = useTranslation('dashboard')
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language)
  const { recentActivity, engagement } = analytics
  const days = COUNTS.recentActivityDays
  const activity = [
    { key: 'newUsers', icon: UserPlus, value: recentActivity.newUsersLast7Days },
    { key: 'newGallery', icon: Image, value: recentActivity.newGalleryLast7Days },
  ] as const
  // Ranked here as well: the hosted API's order and length are not documented.
  const topGallery = [...engagement.topGalleryItems]
    .sort((a, b) => b.likeCount - a.likeCount)
    .slice(0, COUNTS.dashboardTop)
  const topMusic = [...engagement.topMusicTracks]
    .sort((a, b) => b.playCount - a.playCount)
    .slice(0, COUNTS.dashboardTop)

  return (
    // grid-cols-1 is minmax(0, 1fr): a long unbroken title is cut with an ellipsis instead of
    // widening the column past a phone's screen.
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
      <Panel title={t('activity.title')} subtitle={t('activity.subtitle', { count: days })}>
        <ul className="space-y-3">
          {activity.map(({ key, icon: Icon, value }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-xl bg-neutral-50 p-3 dark:bg-neutral-800/50"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent"
              >
                <Icon className="size-5" />
              </span>
              <span className="flex-1 text-sm font-medium">{t(`activity.${key}`)}</span>
              <span className="text-xl font-bold tabular-nums">{number.format(value)}</span>
            </li>
          ))}
        </ul>
      </Panel>

      <Panel title={t('top.gallery')} subtitle={t('top.gallerySubtitle')}>
        <TopList
          rows={topGallery.map((item) => ({
            id: item._id,
            title: item.title,
            to: paths.galleryItem(item._id),
            figure: t('top.likes', {
              count: item.likeCount,
              formatted: number.format(item.likeCount),
            }),
          }))}
          icon={Heart}
          empty={
            <EmptyHint hint="galleryHint" to={paths.admin.galleryCreate} action="addGallery" />
          }
        />
      </Panel>

      <Panel
        title={t('top.music')}
        subtitle={t('top.musicSubtitle')}
        className="md:col-span-2 xl:col-span-1"
      >
        <TopList
          rows={topMusic.map((track) => ({
            id: track._id,
            title: track.title,
            figure: t('top.plays', {
              count: track.playCount,
              formatted: number.format(track.playCount),
            }),
          }))}
          icon={PlayCircle}
          empty={<EmptyHint hint="musicHint" to={paths.admin.musicUpload} action="uploadTrack" />}
        />
      </Panel>
    </div>
  )
}

interface TopRow {
  id: string
  title: string
  /** The item's own page, where it has one. */
  to?: string
  figure: string
}

/** A top-3 list: rank, title (a link where the item has a page) and its count, or a hint. */
function TopList({
  rows,
  icon: Icon,
  empty,
}: {
  rows: TopRow[]
  icon: LucideIcon
  empty: ReactNode
}) {
  const { t } = useTranslation('dashboard')
  if (rows.length === 0) {
    return (
      <div className="py-4">
        <p className="mb-2 text-center text-muted">{t('noData')}</p>
        {empty}
      </div>
    )
  }
  return (
    <ol className="space-y-2">
      {rows.map((row, index) => (
        <li key={row.id} className="flex items-center gap-3 text-sm">
          <Rank index={index} />
          {row.to ? (
            <Link
              to={row.to}
              className="min-w-0 flex-1 truncate py-0.5 font-medium hover:text-accent hover:underline"
            >
              {row.title}
            </Link>
          ) : (
            <span className="min-w-0 flex-1 truncate font-medium">{row.title}</span>
          )}
          <span className="inline-flex items-center gap-1 whitespace-nowrap text-muted tabular-nums">
            <Icon aria-hidden="true" className="size-4" />
            {row.figure}
          </span>
        </li>
      ))}
    </ol>
  )
}

function Rank({ index }: { index: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-xs font-bold text-muted dark:bg-neutral-800"
    >
      {index + 1}
    </span>
  )
}
