import { describe, expect, it } from 'vitest'
import { dateFilterWindow, isInDateFilter, isThisMonth } from '@/lib/date-range'

const now = new Date(2026, 5, 15, 12, 0, 0) // 15 June 2026, local time
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000)

describe('isInDateFilter', () => {
  it('rolling windows include their span and exclude older dates', () => {
    expect(isInDateFilter(daysAgo(0.5), 'lastDay', now)).toBe(true)
    expect(isInDateFilter(daysAgo(1.5), 'lastDay', now)).toBe(false)
    expect(isInDateFilter(daysAgo(6), 'last7', now)).toBe(true)
    expect(isInDateFilter(daysAgo(8), 'last7', now)).toBe(false)
    expect(isInDateFilter(daysAgo(29), 'last30', now)).toBe(true)
    expect(isInDateFilter(daysAgo(31), 'last30', now)).toBe(false)
  })

  it('rolling windows keep a record stamped after "now" by a server whose clock is ahead', () => {
    const inTwoMinutes = new Date(now.getTime() + 2 * 60 * 1000)
    expect(isInDateFilter(inTwoMinutes, 'lastDay', now)).toBe(true)
    expect(isInDateFilter(inTwoMinutes, 'last7', now)).toBe(true)
    expect(isInDateFilter(inTwoMinutes, 'last30', now)).toBe(true)
    expect(isInDateFilter(inTwoMinutes, 'lastMonth', now)).toBe(false)
  })

  it('last month is the previous calendar month', () => {
    expect(isInDateFilter(new Date(2026, 4, 1), 'lastMonth', now)).toBe(true)
    expect(isInDateFilter(new Date(2026, 4, 31, 23, 59), 'lastMonth', now)).toBe(true)
    expect(isInDateFilter(new Date(2026, 5, 1), 'lastMonth', now)).toBe(false)
    expect(isInDateFilter(new Date(2026, 3, 30), 'lastMonth', now)).toBe(false)
  })

  it('last month in January is December of the year before', () => {
    const january = new Date(2026, 0, 10)
    expect(dateFilterWindow('lastMonth', january)).toEqual({
      from: new Date(2025, 11, 1),
      to: new Date(2026, 0, 1),
    })
  })

  it('last year is the previous calendar year', () => {
    expect(isInDateFilter(new Date(2025, 0, 1), 'lastYear', now)).toBe(true)
    expect(isInDateFilter(new Date(2025, 11, 31), 'lastYear', now)).toBe(true)
    expect(isInDateFilter(new Date(2026, 0, 1), 'lastYear', now)).toBe(false)
    expect(isInDateFilter(new Date(2024, 11, 31), 'lastYear', now)).toBe(false)
  })

  it('all keeps everything; invalid dates are kept out of windows', () => {
    expect(isInDateFilter(new Date(1999, 0, 1), 'all', now)).toBe(true)
    expect(isInDateFilter('not a date', 'last30', now)).toBe(false)
  })
})

describe('isThisMonth', () => {
  it('is true only in the current calendar month', () => {
    expect(isThisMonth(new Date(2026, 5, 1), now)).toBe(true)
    expect(isThisMonth(new Date(2026, 4, 31), now)).toBe(false)
    expect(isThisMonth(new Date(2025, 5, 15), now)).toBe(false)
  })
})
