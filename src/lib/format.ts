/**
 * Display formatters of docs/product.md §10. Pure functions: components translate what they return.
 */

/** Play counts: 999, 1.5K, 2.3M (K for thousands, M for millions, one decimal). */
export function formatCount(value: number): string {
  const n = Math.max(0, Math.floor(value))
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`
  if (n >= 1_000) return `${(n / 1_000).toFixed(1)}K`
  return String(n)
}

/**
 * Whole seconds, rounded to the nearest: uploads store a track's length rounded this way, so the
 * player's reading of the file (66.6 s) and the card's stored length (67 s) both read 1:07.
 */
export function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0
}

/** Durations as m:ss (an hour-long mix reads 61:05), in `wholeSeconds`. */
export function formatDuration(totalSeconds: number): string {
  const seconds = wholeSeconds(totalSeconds)
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * Kinyarwanda's month names. Node's ICU has Kinyarwanda and Chromium's does not (it answers in
 * English), so a date the server renders would not match the browser's and hydration would fail:
 * Kinyarwanda dates are spelled here, the same on both sides.
 */
const KINYARWANDA_MONTHS = [
  'Mutarama',
  'Gashyantare',
  'Werurwe',
  'Mata',
  'Gicurasi',
  'Kamena',
  'Nyakanga',
  'Kanama',
  'Nzeri',
  'Ukwakira',
  'Ugushyingo',
  'Ukuboza',
]

/**
 * A date in the reader's language, e.g. "March 12, 2026", "12 mars 2026" or "12 Werurwe 2026".
 * The day is UTC's, so the server's render and the browser's agree whatever their time zones.
 */
export function formatDate(date: Date | string, language: string): string {
  const value = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) return ''
  if (language.split('-')[0] === 'rw')
    return `${value.getUTCDate()} ${KINYARWANDA_MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(value)
}
