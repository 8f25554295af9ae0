import { ImageIcon, SlidersHorizontal, UsersRound } from 'lucide-react'
import { useArtists } from '@/api/artists'
import { useGallery } from '@/api/gallery'
import { useProducers } from '@/api/producers'
import { GalleryCard, GallerySkeletonCard } from '@/components/gallery/gallery-card'
import { ArtistCard } from '@/components/talent/artist-card'
import { ProducerCard } from '@/components/talent/producer-card'
import { TalentCardSkeleton } from '@/components/talent/talent-card-skeleton'
import { paths } from '@/config/paths'
import { PreviewSection } from './preview-section'

/** The home page's previews of spec §2: four producers, four artists, four gallery items. */
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
