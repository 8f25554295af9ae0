import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useTracks } from '@/api/music'
import { capabilities } from '@/api/capabilities'
import { DetailSection } from '@/components/talent/detail-parts'
import { ErrorState } from '@/components/ui/error-state'
import { Spinner } from '@/components/ui/spinner'
import { PlayAllButton } from '@/components/music/play-all-button'
import { TrackCard } from '@/components/music/track-card'
import { byNewest } from '@/components/music/track-filters'
import { sameArtist } from '@/components/music/use-artist-path'
import { useAuth } from '@/lib/auth'

/**
 * The artist's releases, newest first, playable in place through the app's one player (the list
 * is the queue). Tracks name their artist as text, so they are the ones with this artist's name.
 * Nothing is shown for an artist without tracks.
 */
export function ArtistTracks({ name }: { name: string }) {
  const { t } = useTranslation('music')
  const { user } = useAuth()
  const query = useTracks(user?._id)
  const tracks = useMemo(
    () => (query.data ?? []).filter((track) => sameArtist(track.artist, name)).sort(byNewest),
    [query.data, name],
  )

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
    </DetailSection>
  )
}
