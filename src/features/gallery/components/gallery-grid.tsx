import { useDeferredValue, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ImageOff, Images } from 'lucide-react'
import { ALL_FILTER, COUNTS } from '@contract/constants'
import type { GalleryItem } from '@contract/gallery'
import { describeHttpError } from '@/api/errors'
import { useGallery } from '@/api/gallery'
import { GalleryCard, GallerySkeletonCard } from '@/components/gallery/gallery-card'
import { FilterChips } from '@/components/talent/filter-chips'
import { EmptyState } from '@/components/ui/empty-state'
import { MasonryGrid } from '@/components/ui/masonry-grid'
import { ErrorState } from '@/components/ui/error-state'
import { EAGER_IMAGES } from '@/lib/media'
import { byFoldedText } from '@/lib/text-order'
import { useVocabulary } from '@/lib/vocabulary'
import { Lightbox } from './lightbox'

const CATEGORY_PARAM = 'category'

function categoriesOf(items: GalleryItem[]): string[] {
  return [...new Set(items.map((item) => item.category))].sort(byFoldedText)
}

/**
 * The photos with category chips (All plus each category present). The chosen category is in the
 * URL (?category=Live), so a filtered view can be shared and survives going back.
 */
export function GalleryGrid() {
  const { t } = useTranslation('gallery')
  const word = useVocabulary('galleryCategories')
  const gallery = useDeferredValue(useGallery())
  const [params, setParams] = useSearchParams()
  const category = params.get(CATEGORY_PARAM) ?? ALL_FILTER
  const items = gallery.data
  const categories = useMemo(() => categoriesOf(items ?? []), [items])
  /** The photo open in the lightbox, an index into the photos shown. */
  const [openIndex, setOpenIndex] = useState<number | null>(null)

  if (gallery.isPending || (gallery.isError && gallery.isFetching)) {
    return (
      <div
        role="status"
        aria-label={t('loading')}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {Array.from({ length: COUNTS.skeleton.gallery }, (_, index) => (
          <GallerySkeletonCard key={index} />
        ))}
      </div>
    )
  }

  if (gallery.isError) {
    return (
      <ErrorState
        title={t('error.title')}
        message={describeHttpError(gallery.error) ?? t('error.message')}
        onRetry={() => void gallery.refetch()}
      />
    )
  }

  if (gallery.data.length === 0) {
    return (
      <EmptyState icon={<Images />} title={t('empty.title')} description={t('empty.description')} />
    )
  }

  const shown =
    category === ALL_FILTER
      ? gallery.data
      : gallery.data.filter((item) => item.category === category)
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === ALL_FILTER) updated.delete(CATEGORY_PARAM)
        else updated.set(CATEGORY_PARAM, next)
        return updated
      },
      { replace: true, preventScrollReset: true },
    )

  return (
    <div className="flex flex-col gap-8">
      <FilterChips
        label={t('filters.label')}
        value={category}
        onChange={choose}
        options={[
          { value: ALL_FILTER, label: t('filters.all') },
          ...categories.map((name) => ({ value: name, label: word('galleryCategories', name) })),
        ]}
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={<ImageOff />}
          title={t('emptyCategory.title')}
          description={t('emptyCategory.description')}
        />
      ) : (
        <MasonryGrid>
          {shown.map((item, index) => (
            <GalleryCard
              key={item._id}
              item={item}
              fit="natural"
              headingLevel={2}
              loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
              onOpen={() => setOpenIndex(index)}
            />
          ))}
        </MasonryGrid>
      )}
      <Lightbox
        items={shown}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </div>
  )
}
