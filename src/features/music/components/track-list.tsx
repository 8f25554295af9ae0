import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Music, SearchX } from 'lucide-react'
import { describeHttpError } from '@/api/errors'
import { musicPages } from '@/api/music'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { useAuth } from '@/lib/auth'
import { capabilities } from '@/api/capabilities'
import { PlayAllButton } from './play-all-button'
import { TrackCard } from './track-card'
import { TrackCardSkeleton } from './track-card-skeleton'
import { filterParams, readFilters, trackPageParams, type TrackFilters } from './track-filters'
import { ListPaging, PastLastPage } from '@/components/ui/paging/list-paging'
import { useListPages } from '@/components/ui/paging/use-list-pages'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { TrackToolbar } from './track-toolbar'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'

/** A 4-item skeleton while loading (docs/product.md §3). */
const SKELETON_COUNT = 4
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4'
/** The search goes to the API once typing pauses this long. */
const SEARCH_DELAY_MS = 250

/**
 * The active tracks in pages, searched, filtered by genre and ordered by the API as the address
 * says; the signed-in listener's own counts come with each page (docs/product.md §11). A track played here
 * queues the ones after it, in this order, and then the next pages.
 */
export function TrackList() {
  const { t } = useTranslation('music')
  const { user } = useAuth()
  const [search] = useSearchParams()
  const filters = readFilters(search)
  const query = useDebouncedValue(filters.query, SEARCH_DELAY_MS)
  const list = useListPages(
    musicPages,
    trackPageParams({ ...filters, query }),
    user?._id,
    // Older APIs read the listener from it; ours takes the token's (contract/paging.ts).
    user ? { userId: user._id } : undefined,
  )
  const { first, items } = list
  // Typing replaces the address (Back leaves the page, not each letter); a new genre or order
  // adds a step to the history. Either goes back to page 1.
  const setFilters = (next: TrackFilters) =>
    list.setParams(filterParams(next), next.query !== filters.query)
  const isFiltered = Boolean(filters.query || filters.genre)

  if (first.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className={GRID}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <TrackCardSkeleton key={index} />
        ))}
      </div>
    )
  }

  if (first.isError) {
    return (
      <ErrorState
        title={t('error.title')}
        message={describeHttpError(first.error) ?? t('error.unknown')}
        onRetry={() => void first.refetch()}
        retryLabel={t('error.retry')}
      />
    )
  }

  if (list.total === 0 && !isFiltered) {
    return (
      <EmptyState
        icon={<Music />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Button
            variant="secondary"
            onClick={() => void first.refetch()}
            disabled={first.isFetching}
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
        <PlayAllButton tracks={items} more={list.more} className="col-span-2 sm:col-span-1" />
      </TrackToolbar>
      <p role="status" className="mb-4 text-sm text-muted">
        {t('list.count', { count: list.total })}
      </p>
      {list.isPastLast ? (
        <PastLastPage page={list.start} pages={list.pages} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={t('filters.noMatch')}
          description={t('filters.noMatchHint')}
          action={
            <Button
              variant="secondary"
              onClick={() => list.setParams({ q: '', genre: '', sort: '' })}
            >
              {t('filters.clear')}
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label={t('list.label')} className={GRID}>
            {items.map((track) => (
              <HydrateWhenNear as="li" key={track._id}>
                <TrackCard
                  track={track}
                  showOwnPlays={user !== null && capabilities.hasUserPlays}
                  // No cover is loaded with the HTML, not even the first row's: on a phone the
                  // page's largest content is the header's text, and covers fetched beside the
                  // stylesheet held its paint back. They load once the page is live.
                  isAboveFold={false}
                  queue={items}
                  queueMore={list.more}
                />
              </HydrateWhenNear>
            ))}
          </ul>
          <ListPaging paging={list} label={t('list.pages')} />
        </>
      )}
    </>
  )
}
