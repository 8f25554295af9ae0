import { describe, expect, it } from 'vitest'
import type { MonthlyRow } from '@contract/dashboard'
import { toGrowthPoints } from '@/features/admin/dashboard/monthly-series'

const row = (year: number, month: number): MonthlyRow => ({
  year,
  month,
  artists: 0,
  music: 0,
  listens: 0,
  views: 0,
  newUsers: 0,
  newGallery: 0,
})

describe('toGrowthPoints', () => {
  it('names the months alone within one year', () => {
    const points = toGrowthPoints([row(2026, 4), row(2026, 5), row(2026, 6)], 'en')
    expect(points.map((point) => point.label)).toEqual(['Apr', 'May', 'Jun'])
    expect(points[0]?.fullLabel).toBe('April 2026')
  })

  it('gives every month its year when the range spans years', () => {
    const points = toGrowthPoints([row(2025, 11), row(2025, 12), row(2026, 1)], 'en')
    expect(points.map((point) => point.label)).toEqual(['Nov 25', 'Dec 25', 'Jan 26'])
  })

  it('does so in the reader’s language', () => {
    const points = toGrowthPoints([row(2025, 12), row(2026, 1)], 'fr')
    expect(points.map((point) => point.label)).toEqual(['déc. 25', 'janv. 26'])
  })
})
