import { useDeferredValue, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Music, SearchX } from 'lucide-react'
import { describeHttpError } from '@/api/errors'
import { useTracks } from '@/api/music'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { useAuth } from '@/lib/auth'
import { capabilities } from '@/api/capabilities'
import { PlayAllButton } from '@/components/music/play-all-button'
import { TrackCard } from '@/components/music/track-card'
import { TrackCardSkeleton } from '@/components/music/track-card-skeleton'
import {
  applyFilters,
  readFilters,
  writeFilters,
  type TrackFilters,
} from '@/components/music/track-filters'
import { TrackToolbar } from './track-toolbar'

/** docs/product.md §3: a 4-item skeleton while loading. */
const SKELETON_COUNT = 4
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4'

/**
 * Every active track, searched, filtered by genre and sorted as the address says; the signed-in
 * listener's counts come with the list (docs/product.md §4). A track played here queues those after
 * it, in this order.
 */
export function TrackList() {
  const { t } = useTranslation('music')
  const { user } = useAuth()
  const tracks = useDeferredValue(useTracks(user?._id))
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  // The field shows each key at once; the cards follow when React has time.
  const query = useDeferredValue(filters.query)
  const { genre, sort } = filters
  const shown = useMemo(
    () => applyFilters(tracks.data ?? [], { query, genre, sort }),
    [tracks.data, query, genre, sort],
  )
  // Typing replaces the address (Back leaves the page, not each letter); a new genre or order
  // adds a step to the history.
  const setFilters = (next: TrackFilters) =>
    setParams(writeFilters(next), { replace: next.query !== filters.query })

  if (tracks.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className={GRID}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <TrackCardSkeleton key={index} />
        ))}
      </div>
    )
  }

  if (tracks.isError) {
    return (
      <ErrorState
        title={t('error.title')}
        message={describeHttpError(tracks.error) ?? t('error.unknown')}
        onRetry={() => void tracks.refetch()}
        retryLabel={t('error.retry')}
      />
    )
  }

  if (tracks.data.length === 0) {
    return (
      <EmptyState
        icon={<Music />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Button
            variant="secondary"
            onClick={() => void tracks.refetch()}
            disabled={tracks.isFetching}
          >
            {t('empty.refresh')}
          </Button>
        }
      />
    )
  }

  return (
    <>
      <TrackToolbar filters={filters} onChange={setFilters}>
        <PlayAllButton tracks={shown} className="col-span-2 sm:col-span-1" />
      </TrackToolbar>
      <p role="status" className="mb-4 text-sm text-muted">
        {t('list.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={t('filters.noMatch')}
          description={t('filters.noMatchHint')}
          action={
            <Button variant="secondary" onClick={() => setParams({})}>
              {t('filters.clear')}
            </Button>
          }
        />
      ) : (
        <ul aria-label={t('list.label')} className={GRID}>
          {shown.map((track) => (
            <li key={track._id}>
              <TrackCard
                track={track}
                showOwnPlays={user !== null && capabilities.hasUserPlays}
                // No cover is loaded with the HTML, not even the first row's: on a phone the
                // page's largest content is the header's text, and four covers fetched beside
                // the stylesheet held its paint back (Lighthouse LCP 1.21-1.24 s, 1.07 s without).
                // They load as soon as the page is live, each in a box of its own size.
                isAboveFold={false}
                queue={shown}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
