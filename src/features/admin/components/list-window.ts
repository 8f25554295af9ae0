import type { DateFilter } from '@contract/constants'
import { dateFilterWindow } from '@/lib/date-range'

/**
 * A date filter as the API's `from`/`to`, computed in the admin's own time zone ("last month"
 * is their calendar month). Rolling windows have no end: a record the server stamped a little
 * "after now" (its clock ahead of this browser's) was just made.
 */
export function windowParams(date: DateFilter, now: Date) {
  const window = dateFilterWindow(date, now)
  if (!window) return {}
  const isCalendar = date === 'lastMonth' || date === 'lastYear'
  return {
    from: window.from.toISOString(),
    ...(isCalendar && { to: window.to.toISOString() }),
  }
}

/** The current calendar month, in the admin's time zone (the "This month" stat cards). */
export function thisMonthParams(now: Date) {
  return {
    from: new Date(now.getFullYear(), now.getMonth(), 1).toISOString(),
    to: new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString(),
  }
}
