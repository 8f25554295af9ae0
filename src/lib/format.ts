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
 * A long date's words in each of the site's languages: English, French and Spanish as ICU words
 * them (`tests/unit/format.test.ts` holds every month to Node's `Intl.DateTimeFormat`), Kinyarwanda
 * as the label writes it. Spelled here, not asked of `Intl.DateTimeFormat`: building one loads
 * ICU's data, a long task of a detail page hydrating on a phone (docs/decisions/026); and
 * Chromium's ICU has no Kinyarwanda (it answers in English), so the server's render and the
 * browser's would not match.
 */
interface LongDate {
  months: string[]
  words: (day: number, month: string, year: number) => string
}
const longDate = (months: string, words: LongDate['words']): LongDate => ({
  months: months.split(' '),
  words,
})
const LONG_DATES: Record<string, LongDate> = {
  en: longDate(
    'January February March April May June July August September October November December',
    (day, month, year) => `${month} ${day}, ${year}`,
  ),
  fr: longDate(
    'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
    (day, month, year) => `${day} ${month} ${year}`,
  ),
  es: longDate(
    'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    (day, month, year) => `${day} de ${month} de ${year}`,
  ),
  rw: longDate(
    'Mutarama Gashyantare Werurwe Mata Gicurasi Kamena Nyakanga Kanama Nzeri Ukwakira Ugushyingo Ukuboza',
    (day, month, year) => `${day} ${month} ${year}`,
  ),
}

/**
 * A date in the reader's language, e.g. "March 12, 2026", "12 mars 2026" or "12 Werurwe 2026".
 * The day is UTC's, so the server's render and the browser's agree whatever their time zones.
 */
export function formatDate(date: Date | string, language: string): string {
  const value = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) return ''
  const long = LONG_DATES[language.split('-')[0] ?? '']
  if (!long)
    return new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(value)
  const month = long.months[value.getUTCMonth()] ?? ''
  return long.words(value.getUTCDate(), month, value.getUTCFullYear())
}
