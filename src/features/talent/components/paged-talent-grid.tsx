import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPaging, PastLastPage } from '@/components/ui/paging/list-paging'
import type { ListPages } from '@/components/ui/paging/use-list-pages'
import { TalentGrid } from './talent-grid'

/**
 * A talent list in pages: the total, the page's cards (or their loading, error and empty states,
 * ./talent-grid.tsx), "Load more" and the page links; an address past the last page says so.
 */
export function PagedTalentGrid<T extends { _id: string }>({
  section,
  list,
  emptyIcon,
  renderCard,
}: {
  section: 'artists' | 'producers' | 'filmmakers'
  list: ListPages<T>
  emptyIcon: ReactNode
  renderCard: (item: T, index: number, imageLoading: 'eager' | 'lazy') => ReactNode
}) {
  const { t } = useTranslation('talent')
  if (list.isPastLast) return <PastLastPage page={list.start} pages={list.pages} />
  const hasItems = list.first.isSuccess && list.items.length > 0
  return (
    <div>
      {hasItems ? (
        <p role="status" className="mb-4 text-sm text-muted">
          {t(`${section}.count`, { count: list.total })}
        </p>
      ) : null}
      <TalentGrid
        section={section}
        query={list.first}
        items={list.items}
        emptyIcon={emptyIcon}
        renderCard={renderCard}
      />
      {hasItems ? <ListPaging paging={list} label={t(`${section}.pages`)} /> : null}
    </div>
  )
}
