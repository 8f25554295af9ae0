import { DASHBOARD_RANGE_MONTHS, type DashboardRange } from '@contract/constants'
import type { DashboardAnalytics, MonthlyRow } from '@contract/dashboard'

/** One bar group of the Monthly Growth chart. */
export interface GrowthPoint {
  /** Short month name in the reader's language, for the axis. */
  label: string
  /** Month and year in full, for the tooltip and the data table. */
  fullLabel: string
  artists: number
  music: number
  listens: number
}

/** `total` split over `parts` whole numbers that differ by at most one; the latest get the extra. */
export function spreadEvenly(total: number, parts: number): number[] {
  if (parts <= 0) return []
  const whole = Math.max(0, Math.floor(total))
  const base = Math.floor(whole / parts)
  const remainder = whole % parts
  return Array.from({ length: parts }, (_, index) => base + (index >= parts - remainder ? 1 : 0))
}

/**
 * docs/product.md §16, departure 4: if the monthly call fails, known totals spread evenly over the
 * range's months (ending with the current one). Deterministic, and shown labelled as an estimate,
 * never as data. `all` uses the longest window the server would send.
 */
export function estimateMonthly(
  analytics: DashboardAnalytics,
  range: DashboardRange,
  now: Date = new Date(),
): MonthlyRow[] {
  const months = DASHBOARD_RANGE_MONTHS[range]
  const artists = spreadEvenly(analytics.overview.totalArtists, months)
  const music = spreadEvenly(analytics.overview.totalMusic, months)
  const listens = spreadEvenly(analytics.engagement.totalMusicPlays, months)
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(now.getFullYear(), now.getMonth() - (months - 1 - index), 1)
    return {
      month: date.getMonth() + 1,
      year: date.getFullYear(),
      artists: artists[index] ?? 0,
      music: music[index] ?? 0,
      listens: listens[index] ?? 0,
      views: 0,
      newUsers: 0,
      newGallery: 0,
    }
  })
}

/**
 * Rows as chart points, with month names in the reader's language. When the rows span more than
 * one year ("All", or 12 months from February), the axis says which: "Dec 25", "Jan 26".
 */
export function toGrowthPoints(rows: readonly MonthlyRow[], language: string): GrowthPoint[] {
  const spansYears = new Set(rows.map((row) => row.year)).size > 1
  const short = new Intl.DateTimeFormat(language, {
    month: 'short',
    ...(spansYears ? { year: '2-digit' } : {}),
  })
  const full = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' })
  return rows.map((row) => {
    // Mid-month at noon: no time zone can move it into the neighbouring month.
    const date = new Date(row.year, row.month - 1, 15, 12)
    return {
      label: short.format(date),
      fullLabel: full.format(date),
      artists: row.artists,
      music: row.music,
      listens: row.listens,
    }
  })
}
