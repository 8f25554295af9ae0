import { describe, expect, it } from 'vitest'
import type { MusicTrack } from '@contract/music'
import { byNewest } from '@/features/music/components/track-filters'

const track = (title: string, releaseDate: string | null, createdAt: string) =>
  ({ title, releaseDate, createdAt }) as MusicTrack

describe('byNewest', () => {
  it('puts the latest release first, falling back on the day a track was added', () => {
    const tracks = [
      track('old', '2023-02-01', '2026-01-01T10:00:00.000Z'),
      track('added lately, no date', null, '2026-03-04T09:00:00.000Z'),
      track('new', '2026-05-10', '2026-01-01T10:00:00.000Z'),
      track('same day', '2023-02-01', '2025-01-01T10:00:00.000Z'),
    ]
    expect([...tracks].sort(byNewest).map((t) => t.title)).toEqual([
      'new',
      'added lately, no date',
      'old',
      'same day',
    ])
  })
})
