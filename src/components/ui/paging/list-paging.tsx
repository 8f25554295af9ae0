import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight, FileQuestion } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { pageHref } from './page-address'
import type { ListPages } from './use-list-pages'

type Paging = Pick<
  ListPages<{ _id: string }>,
  'start' | 'end' | 'pages' | 'hasMore' | 'next' | 'loadMore'
>

/**
 * Under a list: "Load more" (the next page appended, its number in the address), then the page
 * links. The links are real: without JavaScript, and for a crawler, they are how every item is
 * reached (`rel="prev"`/`"next"`).
 */
export function ListPaging({ paging, label }: { paging: Paging; label: string }) {
  const { t } = useTranslation('common')
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  const { start, end, pages, hasMore, next } = paging
  const link = buttonClasses('secondary', 'md')
  return (
    <div className="mt-10 flex flex-col items-center gap-6">
      {next?.isError ? (
        <p role="alert" className="flex flex-wrap items-center justify-center gap-3 text-sm">
          {t('paging.loadMoreError')}
          <Button variant="secondary" size="sm" onClick={next.retry}>
            {t('states.retry')}
          </Button>
        </p>
      ) : hasMore ? (
        <Button onClick={paging.loadMore} disabled={next !== undefined} aria-live="polite">
          {next ? t('paging.loadingMore') : t('paging.loadMore')}
        </Button>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={label} className="flex items-center gap-3 text-sm">
          {start > 1 ? (
            <Link
              to={{ pathname, search: pageHref(search, start - 1) }}
              rel="prev"
              className={link}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('paging.previous')}
            </Link>
          ) : null}
          <span className="text-muted">{t('paging.pageOf', { page: end, pages })}</span>
          {end < pages ? (
            <Link to={{ pathname, search: pageHref(search, end + 1) }} rel="next" className={link}>
              {t('paging.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}

/** An address past a list's last page (an old link, a list that shrank): says so, links back. */
export function PastLastPage({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('common')
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  return (
    <EmptyState
      icon={<FileQuestion />}
      title={t('paging.pastLast.title', { page })}
      description={t('paging.pastLast.description', { count: pages })}
      action={
        <Link to={{ pathname, search: pageHref(search, 1) }} className={buttonClasses('secondary')}>
          {t('paging.pastLast.back')}
        </Link>
      }
    />
  )
}
