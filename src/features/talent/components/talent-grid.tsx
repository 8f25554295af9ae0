import { SKELETON_COUNTS } from '@/config/ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { MasonryGrid } from '@/components/ui/masonry-grid'
import { EAGER_IMAGES } from '@/lib/media'
import { TalentGridSkeleton } from './talent-card-skeleton'

type TalentSection = 'artists' | 'producers' | 'filmmakers'

interface ListQuery {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * A talent list's body, the same on the three list pages: the skeleton while loading (or
 * retrying after an error), the error with Retry, the empty state, or the cards in the masonry
 * grid. The first cards' images load eagerly: they are the page's largest paint.
 */
export function TalentGrid<T extends { _id: string }>({
  section,
  query,
  items,
  emptyIcon,
  renderCard,
}: {
  section: TalentSection
  query: ListQuery
  /** The records to show (after the page's filter). */
  items: T[]
  emptyIcon: ReactNode
  renderCard: (item: T, index: number, imageLoading: 'eager' | 'lazy') => ReactNode
}) {
  const { t } = useTranslation('talent')
  if (query.isPending || (query.isError && query.isFetching)) {
    return <TalentGridSkeleton count={SKELETON_COUNTS[section]} label={t(`${section}.loading`)} />
  }
  if (query.isError) {
    return <ErrorState message={t(`${section}.error`)} onRetry={() => void query.refetch()} />
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={emptyIcon}
        title={t(`${section}.empty`)}
        description={t(`${section}.emptyHint`)}
      />
    )
  }
  return (
    <MasonryGrid>
      {items.map((item, index) => renderCard(item, index, index < EAGER_IMAGES ? 'eager' : 'lazy'))}
    </MasonryGrid>
  )
}
