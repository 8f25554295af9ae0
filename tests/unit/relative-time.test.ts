import { describe, expect, it } from 'vitest'
import { relativeTime } from '@/lib/relative-time'

/**
 * Release times (docs/product.md §10), rounded to the nearest unit on the calendar (issue 20, 6b):
 * fixed "now" dates, across month and year boundaries and months of different lengths.
 */
const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

describe('relativeTime: the buckets', () => {
  const now = new Date('2026-06-15T12:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  it.each([
    [ago(10_000), 'justNow', 0],
    [ago(-day), 'justNow', 0],
    [ago(minute), 'minutes', 1],
    [ago(5 * minute), 'minutes', 5],
    [ago(59 * minute), 'minutes', 59],
    // 59 min 40 s is nearer an hour than 59 minutes.
    [ago(hour - 20_000), 'hours', 1],
    [ago(3 * hour), 'hours', 3],
    [ago(23 * hour), 'hours', 23],
    [ago(day - 10 * minute), 'days', 1],
    [ago(day), 'days', 1],
    [ago(36 * hour), 'days', 2],
    [ago(6 * day), 'days', 6],
    [ago(7 * day), 'weeks', 1],
    [ago(10 * day), 'weeks', 1],
    [ago(11 * day), 'weeks', 2],
    [ago(24 * day), 'weeks', 3],
    // 26 days round to 4 weeks, which is the months' bucket: about a month.
    [ago(26 * day), 'months', 1],
  ])('%s -> %s %d', (date, unit, count) => expect(relativeTime(date, now)).toEqual({ unit, count }))

  it('accepts ISO strings and reads a broken date as just now', () => {
    expect(relativeTime('2026-06-15T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 })
    expect(relativeTime('not a date', now)).toEqual({ unit: 'justNow', count: 0 })
  })
})

describe('relativeTime: months and years on the calendar', () => {
  it.each([
    // The issue: 60 days before 15 June (16 April) read "1 month ago".
    ['2026-04-16T12:00:00Z', '2026-06-15T12:00:00Z', 'months', 2],
    ['2026-04-15T00:00:00Z', '2026-06-15T00:00:00Z', 'months', 2],
    // Across the new year.
    ['2025-11-10T00:00:00Z', '2026-01-10T00:00:00Z', 'months', 2],
    ['2025-12-20T00:00:00Z', '2026-01-10T00:00:00Z', 'weeks', 3],
    ['2025-10-01T00:00:00Z', '2026-01-20T00:00:00Z', 'months', 4],
    // February is short: 31 January to 1 March is one month and a day, not two.
    ['2026-01-31T00:00:00Z', '2026-03-01T00:00:00Z', 'months', 1],
    ['2026-01-31T00:00:00Z', '2026-03-31T00:00:00Z', 'months', 2],
    // A month and a half rounds up; a month and a third does not.
    ['2026-03-01T00:00:00Z', '2026-04-17T00:00:00Z', 'months', 2],
    ['2026-03-01T00:00:00Z', '2026-04-10T00:00:00Z', 'months', 1],
    // Eleven months and most of a twelfth: about a year.
    ['2025-06-20T00:00:00Z', '2026-06-15T00:00:00Z', 'years', 1],
    ['2025-08-15T00:00:00Z', '2026-06-15T00:00:00Z', 'months', 10],
    // A year and nine months is nearer two years than one.
    ['2024-09-15T00:00:00Z', '2026-06-15T00:00:00Z', 'years', 2],
    ['2024-03-15T00:00:00Z', '2026-01-10T00:00:00Z', 'years', 2],
    ['2024-12-31T00:00:00Z', '2026-01-01T00:00:00Z', 'years', 1],
    ['2022-06-15T00:00:00Z', '2026-06-15T00:00:00Z', 'years', 4],
  ])('%s, seen on %s -> %s %d', (date, now, unit, count) =>
    expect(relativeTime(date, new Date(now))).toEqual({ unit, count }),
  )
})
