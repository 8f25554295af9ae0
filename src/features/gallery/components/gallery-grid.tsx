import { SKELETON_COUNTS } from '@/config/ui'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ImageOff, Images } from 'lucide-react'
import { ALL_FILTER, GALLERY_CATEGORIES } from '@contract/constants'
import { describeHttpError } from '@/api/errors'
import { galleryPages } from '@/api/gallery'
import { GalleryCard, GallerySkeletonCard } from './gallery-card'
import { ListPaging, PastLastPage } from '@/components/ui/paging/list-paging'
import { readQuery } from '@/components/ui/paging/page-address'
import { useListPages } from '@/components/ui/paging/use-list-pages'
import { FilterChips } from '@/components/ui/filter-chips'
import { EmptyState } from '@/components/ui/empty-state'
import { MasonryGrid } from '@/components/ui/masonry-grid'
import { ErrorState } from '@/components/ui/error-state'
import { EAGER_IMAGES } from '@/lib/media'
import { useVocabulary } from '@/lib/vocabulary'
import { Lightbox } from './lightbox'

const CATEGORY_PARAM = 'category'
const CATEGORIES: readonly string[] = GALLERY_CATEGORIES

/**
 * The address's query of the gallery: the category (`?category=Live`, free text as categories
 * are, so a category the site has no word for still filters) and a search are the API's.
 */
export const galleryFilters = (search: URLSearchParams) => ({
  q: readQuery(search).trim(),
  category: (search.get(CATEGORY_PARAM) ?? '').slice(0, 50) || undefined,
})

/**
 * The photos in pages with category chips (All plus the site's categories). The category and the
 * page are in the URL, so a filtered view can be shared and survives going back.
 */
export function GalleryGrid() {
  const { t } = useTranslation('gallery')
  const word = useVocabulary('galleryCategories')
  const [search] = useSearchParams()
  const filters = galleryFilters(search)
  const list = useListPages(galleryPages, filters)
  const { first, items } = list
  const category = filters.category ?? ALL_FILTER
  /** The photo open in the lightbox, an index into the photos shown. */
  const [openIndex, setOpenIndex] = useState<number | null>(null)

  if (first.isPending || (first.isError && first.isFetching)) {
    return (
      <div
        role="status"
        aria-label={t('loading')}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {Array.from({ length: SKELETON_COUNTS.gallery }, (_, index) => (
          <GallerySkeletonCard key={index} />
        ))}
      </div>
    )
  }

  if (first.isError) {
    return (
      <ErrorState
        title={t('error.title')}
        message={describeHttpError(first.error) ?? t('error.message')}
        onRetry={() => void first.refetch()}
      />
    )
  }

  if (list.total === 0 && !filters.category && !filters.q) {
    return (
      <EmptyState icon={<Images />} title={t('empty.title')} description={t('empty.description')} />
    )
  }

  const choose = (next: string) =>
    list.setParams({ [CATEGORY_PARAM]: next === ALL_FILTER ? undefined : next }, true)
  // A category from a shared link that the site has no word for stays offered, pressed.
  const extra = category === ALL_FILTER || CATEGORIES.includes(category) ? [] : [category]

  return (
    <div className="flex flex-col gap-8">
      <FilterChips
        label={t('filters.label')}
        value={category}
        onChange={choose}
        options={[
          { value: ALL_FILTER, label: t('filters.all') },
          ...[...CATEGORIES, ...extra].map((name) => ({
            value: name,
            label: word('galleryCategories', name),
          })),
        ]}
      />
      {list.isPastLast ? (
        <PastLastPage page={list.start} pages={list.pages} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ImageOff />}
          title={t('emptyCategory.title')}
          description={t('emptyCategory.description')}
        />
      ) : (
        <div>
          <p role="status" className="mb-4 text-sm text-muted">
            {t('count', { count: list.total })}
          </p>
          <MasonryGrid>
            {items.map((item, index) => (
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
          <ListPaging paging={list} label={t('pages')} />
        </div>
      )}
      <Lightbox
        items={items}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </div>
  )
}
