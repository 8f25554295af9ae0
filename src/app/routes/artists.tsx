import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Mic2 } from 'lucide-react'
import { artistPages } from '@/api/artists'
import { site } from '@/config/site'
import { ArtistCard } from '@/features/talent/components/artist-card'
import { PagedTalentGrid } from '@/features/talent/components/paged-talent-grid'
import { TalentPageHeader } from '@/features/talent/components/talent-page-header'
import { pageContainer } from '@/components/ui/detail/detail-parts'
import { readQuery } from '@/components/ui/paging/page-address'
import { seedAddressPage } from '@/components/ui/paging/seed-address-page'
import { useListPages } from '@/components/ui/paging/use-list-pages'
import { usePageTitle } from '@/components/ui/page-title'
import type { PagePrefetch } from '@/app/prefetch'

/** The address's query of the list: a search (`?q=`, from a shared link) is the API's. */
const listFilters = (search: URLSearchParams) => ({ q: readQuery(search).trim() })

export default function ArtistsRoute() {
  const { t } = useTranslation('talent')
  const [search] = useSearchParams()
  const list = useListPages(artistPages, listFilters(search))
  usePageTitle(t('artists.title'), t('artists.metaDescription', { name: site.name }))

  return (
    <>
      <TalentPageHeader title={t('artists.title')} subtitle={t('artists.subtitle')} />
      <section aria-label={t('artists.title')} className={pageContainer}>
        <PagedTalentGrid
          section="artists"
          list={list}
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

/** The server renders the address's page (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = ({ queryClient, reads, searchParams }) =>
  seedAddressPage(queryClient, searchParams, artistPages, listFilters(searchParams), (query) =>
    reads.artists(query),
  )
