/** Lower case without accents: "Ishimwé" is found by "ishimwe", and sorts with the e's. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()

/**
 * Alphabetical order for short names (categories, specializations), ignoring case and accents.
 * Not `localeCompare`: its first call builds the browser's collator, several milliseconds of a
 * phone's CPU in the middle of hydrating a page that sorts its filter chips.
 */
export function byFoldedText(a: string, b: string): number {
  return byCodePoint(folded(a), folded(b)) || byCodePoint(a, b)
}

/** Plain string order (UTF-16 code units): right for ISO 8601 dates, and with no collator. */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
