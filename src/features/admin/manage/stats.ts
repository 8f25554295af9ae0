import { CalendarPlus, CheckCircle2, Layers } from 'lucide-react'
import type { StatQuery } from './types'

/**
 * The stat cards (docs/product.md §16, departure 5), each the total of a one-row query. An entity without an
 * inactive state counts every record as active: its Active card asks what Total asks (the same
 * query key, so one request serves both).
 */
export const TOTAL_STAT: StatQuery = { label: 'total', icon: Layers }
export const THIS_MONTH_STAT: StatQuery = {
  label: 'thisMonth',
  icon: CalendarPlus,
  thisMonth: true,
}
export const ALL_ACTIVE_STAT: StatQuery = { label: 'active', icon: CheckCircle2 }
export const ACTIVE_STAT: StatQuery = {
  label: 'active',
  icon: CheckCircle2,
  params: { active: 'true' },
}

/** Total, This month and Active for an entity whose records are all active. */
export const ALWAYS_ACTIVE_STATS = [TOTAL_STAT, THIS_MONTH_STAT, ALL_ACTIVE_STAT]

/** The options of the Filter dropdown: everything first (decision 006), then the date windows. */
export const DATE_FILTER_OPTIONS = [
  'all',
  'lastDay',
  'last7',
  'last30',
  'lastMonth',
  'lastYear',
] as const
