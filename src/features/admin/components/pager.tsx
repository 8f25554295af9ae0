import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'

interface PagerProps {
  page: number
  pages: number
  onPage: (page: number) => void
  /** What the pages are of, e.g. "Pages of music tracks". */
  label: string
}

/** Previous / "Page 2 of 13" / Next under an admin list; nothing when everything fits on one. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  const { t } = useTranslation('manage')
  if (pages <= 1 && page <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        className={buttonClasses('secondary', 'md')}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('pager.previous')}
      </button>
      <p className="text-sm text-muted tabular-nums">{t('pager.pageOf', { page, pages })}</p>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
        className={buttonClasses('secondary', 'md')}
      >
        {t('pager.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  )
}
