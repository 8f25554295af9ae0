import { useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { isNotFound } from '@/api/errors'
import { seedGuestGalleryItem, useGalleryItem } from '@/api/gallery'
import {
  DetailError,
  DetailLoading,
  DetailNotFound,
  pageContainer,
} from '@/components/ui/detail/detail-parts'
import { usePageTitle, useStructuredData } from '@/components/ui/page-title'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { GalleryItemView } from '@/features/gallery/components/gallery-item-view'
import type { PagePrefetch } from '@/app/prefetch'
import { galleryItemData } from '@/lib/structured-data'

/** /gallery/:id: loading, error, not found or the photo (docs/product.md §3). */
export default function GalleryItemRoute() {
  const { t } = useTranslation('gallery')
  const { id = '' } = useParams()
  const { user } = useAuth()
  const item = useGalleryItem(id, user?._id)
  const isMissing = item.isError && isNotFound(item.error)
  useStructuredData((origin) => (item.data ? galleryItemData(origin, item.data) : undefined))

  usePageTitle(
    item.data?.title ?? (isMissing ? t('detail.notFoundTitle') : t('title')),
    item.data?.description || undefined,
  )

  if (item.isPending || (item.isError && item.isFetching))
    return <DetailLoading label={t('detail.loading')} />
  if (isMissing) {
    return (
      <DetailNotFound
        title={t('detail.notFoundTitle')}
        message={t('detail.notFoundMessage')}
        backTo={paths.gallery}
        backLabel={t('detail.back')}
      />
    )
  }
  if (item.isError) {
    return (
      <DetailError
        title={t('title')}
        message={t('detail.error')}
        onRetry={() => void item.refetch()}
        backTo={paths.gallery}
        backLabel={t('detail.back')}
      />
    )
  }
  return (
    <div className={pageContainer}>
      {/* The guest's copy stands in while the signed-in listener's own loads: until it comes,
          whether they like the photo is not known, so Like waits for it. */}
      <GalleryItemView item={item.data} isViewerPending={item.isPlaceholderData} />
    </div>
  )
}

/** The server renders the page with the photo as a guest sees it (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads, params }) => {
  const id = params.id ?? ''
  seedGuestGalleryItem(queryClient, id, await reads.galleryItem(id))
}
