/**
 * "3 weeks ago" (docs/product.md §10: just now, minutes, hours, 1 day, days under 7, weeks under 4,
 * months under 12, years), rounded to the nearest unit on the calendar: a release two months old
 * reads "2 months ago", not the "1 month ago" that 60 days / 30.44 floored to.
 */
export type RelativeTimeUnit =
  'justNow' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years'
export interface RelativeTime {
  /** Key under `time.` in the music namespace; plural forms take `count`. */
  unit: RelativeTimeUnit
  count: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** `date` moved by whole calendar months (UTC), the day clamped: 31 January + 1 = 28 February. */
function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime())
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + months)
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  return target
}

/**
 * Calendar months from `then` to `now`, with the part of the month in progress as a fraction of
 * that month's own length (so February and March count alike).
 */
function monthsBetween(then: Date, now: Date): number {
  let whole =
    (now.getUTCFullYear() - then.getUTCFullYear()) * 12 + now.getUTCMonth() - then.getUTCMonth()
  if (addMonths(then, whole) > now) whole -= 1
  const start = addMonths(then, whole)
  const end = addMonths(then, whole + 1)
  return whole + (now.getTime() - start.getTime()) / (end.getTime() - start.getTime())
}

/** A date in the future (an announced release) reads as just now. */
export function relativeTime(date: Date | string, now: Date = new Date()): RelativeTime {
  const then = typeof date === 'string' ? new Date(date) : date
  const elapsed = now.getTime() - then.getTime()
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return { unit: 'justNow', count: 0 }
  // Each unit is rounded, and a value that rounds up to the next unit's first step moves there:
  // 59.6 minutes reads "1 hour ago", 11.8 months "1 year ago".
  const minutes = Math.round(elapsed / MINUTE)
  if (minutes < 60) return { unit: 'minutes', count: minutes }
  const hours = Math.round(elapsed / HOUR)
  if (hours < 24) return { unit: 'hours', count: hours }
  const days = Math.round(elapsed / DAY)
  if (days < 7) return { unit: 'days', count: days }
  const weeks = Math.round(days / 7)
  if (weeks < 4) return { unit: 'weeks', count: weeks }
  const months = Math.max(1, Math.round(monthsBetween(then, now)))
  if (months < 12) return { unit: 'months', count: months }
  return { unit: 'years', count: Math.max(1, Math.round(monthsBetween(then, now) / 12)) }
}
