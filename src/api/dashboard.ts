import { useQuery } from '@tanstack/react-query'
import type { DashboardRange } from '@contract/constants'
import { DashboardAnalyticsSchema, MonthlyRowSchema, type DashboardAnalytics, type MonthlyRow } from '@contract/dashboard'
import { api } from './client'
import { unwrapList, unwrapOne } from './envelope'
import { read } from './resource'

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** Months may come as 1-12 or as names ('Jan', 'January'); `music` may be `musics`. */
export function normalizeMonthlyRow(raw: Record<string, unknown>): MonthlyRow {
  const monthName = typeof raw.month === 'string' ? MONTH_NAMES.indexOf(raw.month.slice(0, 3).toLowerCase()) + 1 : 0
  return MonthlyRowSchema.parse({
    month: monthName || Math.min(12, Math.max(1, read.number(raw.month, 1))),
    year: read.number(raw.year, new Date().getFullYear()),
    artists: read.number(raw.artists),
    music: read.number(raw.music, read.number(raw.musics)),
    listens: read.number(raw.listens),
    views: read.number(raw.views),
    newUsers: read.number(raw.newUsers),
    newGallery: read.number(raw.newGallery),
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
  return unwrapList(data)
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map(normalizeMonthlyRow)
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
