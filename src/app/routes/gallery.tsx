import { useTranslation } from 'react-i18next'
import { pageContainer } from '@/components/ui/detail/detail-parts'
import { PageBand } from '@/components/ui/page-band'
import { usePageTitle } from '@/components/ui/page-title'
import { GalleryGrid, galleryFilters } from '@/features/gallery/components/gallery-grid'
import type { PagePrefetch } from '@/app/prefetch'
import { galleryPages } from '@/api/gallery'
import { seedAddressPage } from '@/components/ui/paging/seed-address-page'

/** /gallery: photos in pages, by category, each linking to its own page (docs/product.md §3). */
export default function GalleryRoute() {
  const { t } = useTranslation('gallery')
  usePageTitle(t('title'), t('metaDescription'))
  return (
    <>
      <PageBand eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <section aria-label={t('title')} className={pageContainer}>
        <GalleryGrid />
      </section>
    </>
  )
}

/** The server renders the address's page of photos (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = ({ queryClient, reads, searchParams }) =>
  seedAddressPage(queryClient, searchParams, galleryPages, galleryFilters(searchParams), (query) =>
    reads.gallery(query),
  )
