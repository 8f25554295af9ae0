import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Mic2 } from 'lucide-react'
import { COUNTS } from '@contract/constants'
import { artistsApi, useArtists } from '@/api/artists'
import { site } from '@/config/site'
import { ArtistCard } from '@/components/talent/artist-card'
import { TalentGridSkeleton } from '@/components/talent/talent-card-skeleton'
import { MasonryGrid } from '@/components/ui/masonry-grid'
import { TalentPageHeader } from '@/components/talent/talent-page-header'
import { pageContainer } from '@/components/talent/detail-parts'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { usePageTitle } from '@/components/ui/page-title'
import { EAGER_IMAGES } from '@/lib/media'
import type { PagePrefetch } from '@/app/prefetch'

export default function ArtistsRoute() {
  const { t } = useTranslation('talent')
  const artists = useDeferredValue(useArtists())
  usePageTitle(t('artists.title'), t('artists.metaDescription', { name: site.name }))

  return (
    <>
      <TalentPageHeader title={t('artists.title')} subtitle={t('artists.subtitle')} />
      <section aria-label={t('artists.title')} className={pageContainer}>
        {artists.isPending || (artists.isError && artists.isFetching) ? (
          <TalentGridSkeleton count={COUNTS.skeleton.artists} label={t('artists.loading')} />
        ) : artists.isError ? (
          <ErrorState message={t('artists.error')} onRetry={() => void artists.refetch()} />
        ) : artists.data.length === 0 ? (
          <EmptyState
            icon={<Mic2 />}
            title={t('artists.empty')}
            description={t('artists.emptyHint')}
          />
        ) : (
          <MasonryGrid>
            {artists.data.map((artist, index) => (
              <ArtistCard
                key={artist._id}
                artist={artist}
                headingLevel={2}
                imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
              />
            ))}
          </MasonryGrid>
        )}
      </section>
    </>
  )
}

/** The server renders the page with the list (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads }) => {
  artistsApi.seedList(queryClient, await reads.artists())
}
