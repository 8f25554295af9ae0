import { useQuery } from '@tanstack/react-query'
import { ImageIcon, Music, SlidersHorizontal, UsersRound } from 'lucide-react'
import { COUNTS } from '@contract/constants'
import type { MusicTrack } from '@contract/music'
import { useArtists } from '@/api/artists'
import { useGallery } from '@/api/gallery'
import { musicQuery } from '@/api/music'
import { useProducers } from '@/api/producers'
import { GalleryCard, GallerySkeletonCard } from '@/components/gallery/gallery-card'
import { ArtistCard } from '@/components/talent/artist-card'
import { ProducerCard } from '@/components/talent/producer-card'
import { TalentCardSkeleton } from '@/components/talent/talent-card-skeleton'
import { paths } from '@/config/paths'
import { TrackCard } from '@/components/music/track-card'
import { TrackCardSkeleton } from '@/components/music/track-card-skeleton'
import { byNewest } from '@/components/music/track-filters'
import { useAuth } from '@/lib/auth'
import { PreviewSection } from './preview-section'
import { capabilities } from '@/api/capabilities'

/** The latest releases the section shows, newest first: also the queue their cards play. */
const latestReleases = (tracks: MusicTrack[]) =>
  [...tracks].sort(byNewest).slice(0, COUNTS.homePreview)

/**
 * The latest releases, playable in place with the site's one player (its bar appears below);
 * carries the footer's "Music" anchor. The same list query as /musics, so going there is instant.
 */
export function MusicPreview() {
  const { user } = useAuth()
  const query = useQuery({ ...musicQuery(user?._id), select: latestReleases })
  return (
    <PreviewSection
      name="music"
      id="music"
      to={paths.music}
      query={query}
      itemKey={(track) => track._id}
      renderItem={(track) => (
        <TrackCard
          track={track}
          showOwnPlays={user !== null && capabilities.hasUserPlays}
          isAboveFold={false}
          headingLevel={3}
          queue={query.data}
        />
      )}
      renderSkeleton={() => <TrackCardSkeleton />}
      emptyIcon={<Music />}
    />
  )
}

/** Home's previews (docs/product.md §3): four producers, four artists, four gallery items. */
export function ProducersPreview() {
  return (
    <PreviewSection
      name="producers"
      to={paths.producers}
      query={useProducers()}
      itemKey={(producer) => producer._id}
      renderItem={(producer) => <ProducerCard producer={producer} />}
      renderSkeleton={() => <TalentCardSkeleton />}
      emptyIcon={<SlidersHorizontal />}
    />
  )
}

export function ArtistsPreview() {
  return (
    <PreviewSection
      name="artists"
      to={paths.artists}
      query={useArtists()}
      itemKey={(artist) => artist._id}
      renderItem={(artist) => <ArtistCard artist={artist} />}
      renderSkeleton={() => <TalentCardSkeleton />}
      emptyIcon={<UsersRound />}
      className="bg-surface-raised"
    />
  )
}

/** Carries the footer's "Gallery" anchor. */
export function GalleryPreview() {
  return (
    <PreviewSection
      name="gallery"
      id="gallery"
      to={paths.gallery}
      query={useGallery()}
      itemKey={(item) => item._id}
      renderItem={(item) => <GalleryCard item={item} />}
      renderSkeleton={() => <GallerySkeletonCard />}
      emptyIcon={<ImageIcon />}
    />
  )
}
