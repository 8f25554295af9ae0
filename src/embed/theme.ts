/**
 * The player's theme: the embed code's `?theme=light|dark`, else the system's preference (the
 * stylesheet's prefers-color-scheme, which then follows the system live). embed.html's inline
 * script applies the same choice before the first paint; `applyTheme` is that choice for the
 * code and the tests.
 */
export type Theme = 'light' | 'dark'

export function chosenTheme(search: string): Theme | null {
  const asked = new URLSearchParams(search).get('theme')
  return asked === 'light' || asked === 'dark' ? asked : null
}

export function applyTheme(root: HTMLElement, search: string): Theme | null {
  const theme = chosenTheme(search)
  if (theme) root.dataset.theme = theme
  else delete root.dataset.theme
  return theme
}
