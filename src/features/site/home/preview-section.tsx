import { PAGING } from '@contract/paging-rules'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ArrowRight } from 'lucide-react'
import { Section, SectionHeading } from '../sections/section-heading'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/cn'

type PreviewName = 'music' | 'producers' | 'artists' | 'gallery'

interface PreviewSectionProps<T> {
  name: PreviewName
  /** The footer's anchor, where the section has one. */
  id?: string
  /** The full list's page. */
  to: string
  query: UseQueryResult<T[]>
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  renderSkeleton: () => ReactNode
  emptyIcon: ReactNode
  className?: string
}

/**
 * A swipeable row on phones (four tall cards stacked would be a very long scroll), a grid from
 * `sm` up.
 */
const gridClass =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4'
const cellClass = 'w-[78%] shrink-0 snap-start sm:w-auto'

/**
 * The first PAGING.homePreview items of a list (docs/product.md §3), with the list's skeletons,
 * error with retry, and empty state; a link leads to the full page.
 */
export function PreviewSection<T>({
  name,
  id,
  to,
  query,
  itemKey,
  renderItem,
  renderSkeleton,
  emptyIcon,
  className,
}: PreviewSectionProps<T>) {
  const { t } = useTranslation('home')
  const headingId = `${name}-preview-title`
  const items = query.data?.slice(0, PAGING.homePreview) ?? []

  let body: ReactNode
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t(`previews.${name}.loading`)} className={gridClass}>
        {Array.from({ length: PAGING.homePreview }, (_, index) => (
          <div key={index} className={cellClass}>
            {renderSkeleton()}
          </div>
        ))}
      </div>
    )
  } else if (query.isError) {
    body = <ErrorState message={t(`previews.${name}.error`)} onRetry={() => void query.refetch()} />
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={emptyIcon}
        title={t(`previews.${name}.empty`)}
        description={t(`previews.${name}.emptyHint`)}
      />
    )
  } else {
    body = (
      <ul className={gridClass}>
        {items.map((item) => (
          <li key={itemKey(item)} className={cellClass}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Section id={id} labelledBy={headingId} className={className}>
      <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
        <SectionHeading
          id={headingId}
          align="start"
          title={t(`previews.${name}.title`)}
          subtitle={t(`previews.${name}.subtitle`)}
        />
        <Link to={to} className={cn(buttonClasses('secondary', 'md'), 'shrink-0')}>
          {t(`previews.${name}.viewAll`)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-10">{body}</div>
    </Section>
  )
}
