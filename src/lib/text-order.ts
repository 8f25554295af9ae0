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
  const [first, second] = [folded(a), folded(b)]
  if (first !== second) return first < second ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}
