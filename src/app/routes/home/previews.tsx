import { useQuery } from '@tanstack/react-query'
import { ImageIcon, Music, SlidersHorizontal, UsersRound } from 'lucide-react'
import { PAGING, type Page } from '@contract/paging-rules'
import { artistPages } from '@/api/artists'
import { galleryPages } from '@/api/gallery'
import { musicPages } from '@/api/music'
import { pageQuery, type PagedCollection } from '@/api/paging'
import { producerPages } from '@/api/producers'
import { GalleryCard, GallerySkeletonCard } from '@/features/gallery/components/gallery-card'
import { ArtistCard } from '@/features/talent/components/artist-card'
import { ProducerCard } from '@/features/talent/components/producer-card'
import { TalentCardSkeleton } from '@/features/talent/components/talent-card-skeleton'
import { paths } from '@/config/paths'
import { TrackCard } from '@/features/music/components/track-card'
import { TrackCardSkeleton } from '@/features/music/components/track-card-skeleton'
import { useAuth } from '@/lib/auth'
import { PreviewSection } from '@/features/site/home/preview-section'
import { capabilities } from '@/api/capabilities'

const docs = <T,>(page: Page<T>) => page.docs

/**
 * The first items of a list in its default order (newest first), and only those: the API is
 * asked for PAGING.homePreview of them, not the list.
 */
const usePreview = <T,>(collection: PagedCollection<T>, viewer?: string) =>
  useQuery({ ...pageQuery(collection, { limit: PAGING.homePreview }, viewer), select: docs })

/**
 * The latest releases, playable in place with the site's one player (its bar appears below);
 * carries the footer's "Music" anchor; their cards queue these four.
 */
export function MusicPreview() {
  const { user } = useAuth()
  const query = usePreview(musicPages, user?._id)
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
      query={usePreview(producerPages)}
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
      query={usePreview(artistPages)}
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
      query={usePreview(galleryPages)}
      itemKey={(item) => item._id}
      renderItem={(item) => <GalleryCard item={item} />}
      renderSkeleton={() => <GallerySkeletonCard />}
      emptyIcon={<ImageIcon />}
    />
  )
}
