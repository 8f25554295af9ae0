import { useTranslation } from 'react-i18next'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { SortOrder } from '@contract/paging-rules'
import { cn } from '@/lib/cn'

interface SortHeaderProps {
  label: string
  /** This column's order, when the list is ordered by it. */
  order: SortOrder | undefined
  onSort: () => void
  className?: string
}

/**
 * A column header that orders the list: a button inside the `th`, whose `aria-sort` says how the
 * list is ordered now; the button's name says what a press does next.
 */
export function SortHeader({ label, order, onSort, className }: SortHeaderProps) {
  const { t } = useTranslation('manage')
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown
  const next = order === 'asc' ? 'desc' : 'asc'
  return (
    <th
      scope="col"
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
      className={cn('px-1 py-1.5 font-semibold sm:px-2', className)}
    >
      <button
        type="button"
        onClick={onSort}
        title={t(`sort.${next}`, { column: label })}
        className={cn(
          'inline-flex min-h-9 items-center gap-1 rounded-md px-2 tracking-wide uppercase hover:bg-neutral-100 hover:text-fg dark:hover:bg-neutral-800',
          order && 'text-fg',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !order && 'opacity-50')} />
      </button>
    </th>
  )
}
