import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Mic2 } from 'lucide-react'
import { artistsApi, useArtists } from '@/api/artists'
import { site } from '@/config/site'
import { ArtistCard } from '@/components/talent/artist-card'
import { TalentGrid } from '@/components/talent/talent-grid'
import { TalentPageHeader } from '@/components/talent/talent-page-header'
import { pageContainer } from '@/components/talent/detail-parts'
import { usePageTitle } from '@/components/ui/page-title'
import type { PagePrefetch } from '@/app/prefetch'

export default function ArtistsRoute() {
  const { t } = useTranslation('talent')
  const artists = useDeferredValue(useArtists())
  usePageTitle(t('artists.title'), t('artists.metaDescription', { name: site.name }))

  return (
    <>
      <TalentPageHeader title={t('artists.title')} subtitle={t('artists.subtitle')} />
      <section aria-label={t('artists.title')} className={pageContainer}>
        <TalentGrid
          section="artists"
          query={artists}
          items={artists.data ?? []}
          emptyIcon={<Mic2 />}
          renderCard={(artist, _index, imageLoading) => (
            <ArtistCard
              key={artist._id}
              artist={artist}
              headingLevel={2}
              imageLoading={imageLoading}
            />
          )}
        />
      </section>
    </>
  )
}

/** The server renders the page with the list (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads }) => {
  artistsApi.seedList(queryClient, (await reads.artists({})).docs)
}
