import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatDuration, relativeTime } from '@/lib/format'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.0K'],
    [1540, '1.5K'],
    [999_999, '1000.0K'],
    [1_000_000, '1.0M'],
    [2_345_678, '2.3M'],
    [1_049, '1.0K'],
    [10_500, '10.5K'],
    [1_999_999, '2.0M'],
    [123_456_789, '123.5M'],
    [1_500.7, '1.5K'],
    [-5, '0'],
  ])('%d -> %s', (input, expected) => expect(formatCount(input)).toBe(expected))
})

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [3665, '61:05'],
    [59, '0:59'],
    [60, '1:00'],
    [Number.NaN, '0:00'],
    // A live stream's <audio> reports an infinite duration.
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
    // Rounded to the nearest second, as uploads store a track's length.
    [12.9, '0:13'],
    [66.6, '1:07'],
    [66.4, '1:06'],
    [59.5, '1:00'],
  ])('%d -> %s', (input, expected) => expect(formatDuration(input)).toBe(expected))
})

describe('relativeTime', () => {
  const now = new Date('2026-06-15T12:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const minute = 60_000
  const hour = 60 * minute
  const day = 24 * hour
  it.each([
    [ago(10_000), 'justNow', 0],
    [ago(5 * minute), 'minutes', 5],
    [ago(3 * hour), 'hours', 3],
    [ago(day), 'days', 1],
    [ago(6 * day), 'days', 6],
    [ago(7 * day), 'weeks', 1],
    [ago(27 * day), 'weeks', 3],
    [ago(45 * day), 'months', 1],
    [ago(300 * day), 'months', 9],
    [ago(400 * day), 'years', 1],
    [ago(minute), 'minutes', 1],
    [ago(hour - 1), 'minutes', 59],
    [ago(day - 1), 'hours', 23],
    [ago(28 * day), 'months', 1],
    [ago(364 * day), 'months', 11],
    [ago(3 * 366 * day), 'years', 3],
    [ago(-day), 'justNow', 0],
  ])('%s -> %s %d', (date, unit, count) => expect(relativeTime(date, now)).toEqual({ unit, count }))

  it('accepts ISO strings', () => {
    expect(relativeTime('2026-06-15T09:00:00Z', now)).toEqual({ unit: 'hours', count: 3 })
  })
})

describe('formatDate', () => {
  it('names the month in the reader language', () => {
    const date = '2026-03-12T10:00:00Z'
    expect(formatDate(date, 'en')).toBe('March 12, 2026')
    expect(formatDate(date, 'fr')).toBe('12 mars 2026')
    expect(formatDate(date, 'es')).toBe('12 de marzo de 2026')
  })
  it('returns an empty string for an invalid date', () => expect(formatDate('nope', 'en')).toBe(''))
})
