import { useQuery } from '@tanstack/react-query'
import { DASHBOARD_RANGE_MONTHS, type DashboardRange } from '@contract/constants'
import {
  DashboardAnalyticsSchema,
  MonthlyRowSchema,
  type DashboardAnalytics,
  type MonthlyRow,
} from '@contract/dashboard'
import { api } from './client'
import { unwrapOne, unwrapRecords } from './envelope'
import { read } from './resource'

const MONTH_NAMES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
]

/** The hosted API's `month: "2025-03"` (or a full ISO date): year and month both come from it. */
const YEAR_MONTH = /^(\d{4})-(\d{2})(?:-|$)/

function readMonth(raw: Record<string, unknown>): { month: number; year: number } {
  const text = typeof raw.month === 'string' ? raw.month.trim() : ''
  const yearMonth = YEAR_MONTH.exec(text)
  if (yearMonth) return { year: Number(yearMonth[1]), month: Number(yearMonth[2]) }
  const named = MONTH_NAMES.indexOf(text.slice(0, 3).toLowerCase()) + 1
  return {
    month: named || Math.min(12, Math.max(1, read.number(raw.month, 1))),
    year: read.number(raw.year, new Date().getFullYear()),
  }
}

/** Months may come as 1-12, as names ('Jan', 'January') or as 'YYYY-MM'; `music` may be `musics`. */
export function normalizeMonthlyRow(raw: Record<string, unknown>): MonthlyRow {
  return MonthlyRowSchema.parse({
    ...readMonth(raw),
    artists: read.number(raw.artists),
    music: read.number(raw.music, read.number(raw.musics)),
    listens: read.number(raw.listens),
    views: read.number(raw.views),
    newUsers: read.number(raw.newUsers),
    newGallery: read.number(raw.newGallery),
  })
}

const monthIndex = (row: Pick<MonthlyRow, 'month' | 'year'>) => row.year * 12 + row.month - 1

/**
 * One row per month of the range, oldest first, ending with the current (UTC) month as our server
 * counts them. The hosted API sends only the months that have data: the others are zeros, not
 * gaps. 'all' runs from the oldest row sent (the current month when none is).
 */
export function fillMonths(
  rows: readonly MonthlyRow[],
  range: DashboardRange,
  now = new Date(),
): MonthlyRow[] {
  const byMonth = new Map(rows.map((row) => [monthIndex(row), row]))
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  const last = Math.max(current, ...byMonth.keys())
  const first =
    range === 'all'
      ? Math.max(Math.min(last, ...byMonth.keys()), last - DASHBOARD_RANGE_MONTHS.all + 1)
      : last - DASHBOARD_RANGE_MONTHS[range] + 1
  return Array.from({ length: last - first + 1 }, (_, offset) => {
    const index = first + offset
    const month = (index % 12) + 1
    const year = Math.floor(index / 12)
    return (
      byMonth.get(index) ?? {
        month,
        year,
        artists: 0,
        music: 0,
        listens: 0,
        views: 0,
        newUsers: 0,
        newGallery: 0,
      }
    )
  })
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  analytics: () => ['dashboard', 'analytics'] as const,
  monthly: (range: DashboardRange) => ['dashboard', 'monthly', range] as const,
}

export async function fetchAnalytics(): Promise<DashboardAnalytics> {
  const { data } = await api.get<unknown>('/dashboard/analytics')
  return DashboardAnalyticsSchema.parse(unwrapOne(data))
}

export async function fetchMonthly(range: DashboardRange): Promise<MonthlyRow[]> {
  const { data } = await api.get<unknown>('/dashboard/monthly-data', { params: { range } })
  return fillMonths(unwrapRecords(data).map(normalizeMonthlyRow), range)
}

/**
 * Counts change with every create, edit, delete, sign-up, play and like, made here or elsewhere:
 * the dashboard reads them again each time it is opened instead of trusting a cache that may be
 * up to 30 s old (the app's default), so its totals match the database.
 */
const LIVE = { staleTime: 0 } as const

export const useAnalytics = () =>
  useQuery({ queryKey: dashboardKeys.analytics(), queryFn: fetchAnalytics, ...LIVE })
export const useMonthlyData = (range: DashboardRange) =>
  useQuery({ queryKey: dashboardKeys.monthly(range), queryFn: () => fetchMonthly(range), ...LIVE })
