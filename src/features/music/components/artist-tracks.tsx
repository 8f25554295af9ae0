import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { MusicTrack } from '@contract/music'
import type { MusicQuery } from '@contract/paging'
import type { Page } from '@contract/paging-rules'
import { musicPages } from '@/api/music'
import { pageQuery, pageSizeOf, seedPage } from '@/api/paging'
import { capabilities } from '@/api/capabilities'
import { paths } from '@/config/paths'
import { DetailSection } from '@/components/ui/detail/detail-parts'
import { buttonClasses } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { Spinner } from '@/components/ui/spinner'
import { PlayAllButton } from './play-all-button'
import { TrackCard } from './track-card'
import { sameArtist } from './use-artist-path'
import { useAuth } from '@/lib/auth'

/** The list's query: one page of a search for the artist's name. */
const searchFor = (name: string) => ({ q: name.trim() })

/**
 * The server's render of the artist's page (its `prefetch`): the page of the search this list
 * reads, under a guest's key, so the page hydrates with its tracks and asks nothing once live
 * (decision 030).
 */
export async function seedArtistTracks(
  client: QueryClient,
  name: string,
  read: (query: MusicQuery) => Promise<Page<MusicTrack>>,
) {
  const params = searchFor(name)
  seedPage(
    client,
    musicPages,
    params,
    await read({ ...params, page: 1, limit: pageSizeOf(musicPages) }),
  )
}

/**
 * The artist's releases, newest first, playable in place through the app's one player (the list
 * is the queue). Tracks name their artist as text, so they are the ones with this artist's name:
 * the API is asked for one page of a search for the name (which may also find it in a title or
 * an album), and the page shows those that are the artist's. When the search has more pages, a
 * link leads to the music page's search for the rest. Nothing is shown for an artist without
 * tracks.
 */
export function ArtistTracks({ name }: { name: string }) {
  const { t } = useTranslation('music')
  const { user } = useAuth()
  const search = searchFor(name)
  const { q } = search
  const query = useQuery({
    ...pageQuery(musicPages, search, user?._id),
    select: (page: Page<MusicTrack>) => ({
      tracks: page.docs.filter((track) => sameArtist(track.artist, name)),
      hasMore: page.pages > 1,
    }),
  })

  if (query.isPending) return <Spinner label={t('list.loading')} />
  if (query.isError) {
    return (
      <ErrorState
        message={t('artistTracks.error')}
        onRetry={() => void query.refetch()}
        retryLabel={t('error.retry')}
        className="py-6"
      />
    )
  }
  const { tracks, hasMore } = query.data
  if (tracks.length === 0) return null

  return (
    <DetailSection title={t('artistTracks.title')}>
      <PlayAllButton tracks={tracks} />
      <ul className="grid gap-6 pt-2 sm:grid-cols-2">
        {tracks.map((track) => (
          <li key={track._id}>
            <TrackCard
              track={track}
              showOwnPlays={user !== null && capabilities.hasUserPlays}
              isAboveFold={false}
              headingLevel={3}
              queue={tracks}
              linkArtist={false}
            />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Link
          to={{ pathname: paths.music, search: `?${new URLSearchParams({ q })}` }}
          className={buttonClasses('secondary', 'md', 'mt-4 self-start')}
        >
          {t('artistTracks.more', { name })}
        </Link>
      ) : null}
    </DetailSection>
  )
}
