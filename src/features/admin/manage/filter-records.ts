import { CalendarPlus, CheckCircle2, Layers } from 'lucide-react'
import type { DateFilter } from '@contract/constants'
import { isInDateFilter, isThisMonth } from '@/lib/date-range'
import type { CellContext, ManageConfig, ManagedRecord, StatData } from './types'

/**
 * The options of the Filter dropdown: everything first (the default, decision 006), then the
 * date windows of docs/product.md §7 in its order.
 */
export const DATE_FILTER_OPTIONS = [
  'all',
  'lastDay',
  'last7',
  'last30',
  'lastMonth',
  'lastYear',
] as const

/**
 * Records matching the search text (any of the config's fields; `label` names stored values as the
 * table shows them) and inside the date window.
 */
export function filterRecords<T extends ManagedRecord>(
  records: readonly T[],
  config: Pick<ManageConfig<T>, 'searchText'>,
  query: string,
  filter: DateFilter,
  now: Date,
  label: CellContext['label'],
): T[] {
  const needle = query.trim().toLocaleLowerCase()
  return records.filter(
    (record) =>
      isInDateFilter(record.createdAt, filter, now) &&
      (!needle ||
        config.searchText(record, label).some((text) => text.toLocaleLowerCase().includes(needle))),
  )
}

/** docs/product.md §16, departure 5: Total (all), This month (created this month), Active. */
export function defaultStats<T extends ManagedRecord>(
  records: readonly T[],
  now: Date,
  isActive: (record: T) => boolean = () => true,
): StatData[] {
  return [
    { label: 'total', value: records.length, icon: Layers },
    {
      label: 'thisMonth',
      value: records.filter((record) => isThisMonth(record.createdAt, now)).length,
      icon: CalendarPlus,
    },
    { label: 'active', value: records.filter(isActive).length, icon: CheckCircle2 },
  ]
}
