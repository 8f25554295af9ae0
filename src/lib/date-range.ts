import type { DateFilter } from '@contract/constants'

const DAY_MS = 24 * 3600 * 1000

/**
 * Manage screens' date filters (docs/product.md §7): last 1, 7 or 30 days, the previous calendar
 * month, the previous calendar year, or everything.
 */
export function dateFilterWindow(
  filter: DateFilter,
  now: Date = new Date(),
): { from: Date; to: Date } | null {
  switch (filter) {
    case 'lastDay':
      return { from: new Date(now.getTime() - DAY_MS), to: now }
    case 'last7':
      return { from: new Date(now.getTime() - 7 * DAY_MS), to: now }
    case 'last30':
      return { from: new Date(now.getTime() - 30 * DAY_MS), to: now }
    case 'lastMonth':
      return {
        from: new Date(now.getFullYear(), now.getMonth() - 1, 1),
        to: new Date(now.getFullYear(), now.getMonth(), 1),
      }
    case 'lastYear':
      return { from: new Date(now.getFullYear() - 1, 0, 1), to: new Date(now.getFullYear(), 0, 1) }
    case 'all':
      return null
  }
}

export function isInDateFilter(
  date: string | Date,
  filter: DateFilter,
  now: Date = new Date(),
): boolean {
  const window = dateFilterWindow(filter, now)
  if (!window) return true
  const time = new Date(date).getTime()
  if (Number.isNaN(time)) return false
  // Calendar windows end where the next period begins. Rolling windows have no end: a record the
  // server stamped a little "after now" (its clock ahead of this browser's) was just made.
  const isCalendar = filter === 'lastMonth' || filter === 'lastYear'
  return time >= window.from.getTime() && (!isCalendar || time < window.to.getTime())
}

/** Created in the current calendar month (docs/product.md §7: the "This month" stat card). */
export function isThisMonth(date: string | Date, now: Date = new Date()): boolean {
  const value = new Date(date)
  return value.getFullYear() === now.getFullYear() && value.getMonth() === now.getMonth()
}
