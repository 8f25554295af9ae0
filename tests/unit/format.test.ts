import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatDuration } from '@/lib/format'

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

describe('formatDate', () => {
  it('names the month in the reader language', () => {
    const date = '2026-03-12T10:00:00Z'
    expect(formatDate(date, 'en')).toBe('March 12, 2026')
    expect(formatDate(date, 'fr')).toBe('12 mars 2026')
    expect(formatDate(date, 'es')).toBe('12 de marzo de 2026')
    // Spelled by the app, not Intl: browsers lack Kinyarwanda and Node has it (hydration).
    expect(formatDate(date, 'rw')).toBe('12 Werurwe 2026')
    expect(formatDate('2026-10-31T23:30:00Z', 'rw')).toBe('31 Ukwakira 2026')
  })
  it('returns an empty string for an invalid date', () => expect(formatDate('nope', 'en')).toBe(''))

  // Spelled without Intl (building an ICU formatter is a long task on a phone), yet word for word
  // what Node's full ICU says, month by month, on short and long days.
  const days = Array.from({ length: 12 }, (_, month) =>
    [1, 9, 28].map((day) => new Date(Date.UTC(month % 2 ? 1999 : 2026, month, day, 23, 30))),
  ).flat()
  it.each(['en', 'fr', 'es'])('words every month as ICU does in %s', (language) => {
    const icu = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (const day of days) expect(formatDate(day, language)).toBe(icu.format(day))
  })
  it('leaves a language it does not spell to Intl', () => {
    const date = new Date(Date.UTC(2026, 2, 12))
    expect(formatDate(date, 'de')).toBe('12. März 2026')
  })
})
