import palettes from './palettes.json' with { type: 'json' }

export interface Palette {
  from: string
  to: string
  accent: string
  glow: string
  ink: string
}

/** Warm, saturated palettes (ochre, forest, indigo, magenta ...): one per item, in turn. */
export const PALETTES: readonly Palette[] = palettes

export const paletteAt = (index: number): Palette =>
  PALETTES[index % PALETTES.length] ?? PALETTES[0]!

export const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  )

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
