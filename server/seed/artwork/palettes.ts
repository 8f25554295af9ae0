export interface Palette {
  from: string
  to: string
  accent: string
  glow: string
  ink: string
}

/** Warm, saturated palettes (ochre, forest, indigo, magenta ...): one per item, in turn. */
export const PALETTES: readonly Palette[] = [
  { from: '#1d2b53', to: '#7e2553', accent: '#ffa300', glow: '#ffec27', ink: '#0b0f24' },
  { from: '#0f3d3e', to: '#1f7a5c', accent: '#f2c14e', glow: '#f78154', ink: '#06201f' },
  { from: '#3a0ca3', to: '#f72585', accent: '#4cc9f0', glow: '#ffd6ff', ink: '#14043d' },
  { from: '#582f0e', to: '#b6862c', accent: '#ede0d4', glow: '#ffb703', ink: '#2b1607' },
  { from: '#03045e', to: '#0096c7', accent: '#ffd166', glow: '#caf0f8', ink: '#020230' },
  { from: '#370617', to: '#d00000', accent: '#ffba08', glow: '#faa307', ink: '#1a020a' },
  { from: '#10451d', to: '#4a934a', accent: '#e9c46a', glow: '#f4a261', ink: '#072010' },
  { from: '#22223b', to: '#9a8c98', accent: '#f2e9e4', glow: '#c9ada7', ink: '#0e0e1a' },
  { from: '#2b2d42', to: '#ef233c', accent: '#edf2f4', glow: '#8d99ae', ink: '#111220' },
  { from: '#240046', to: '#7b2cbf', accent: '#ff9e00', glow: '#e0aaff', ink: '#12002a' },
  { from: '#003049', to: '#d62828', accent: '#fcbf49', glow: '#eae2b7', ink: '#00141f' },
  { from: '#283618', to: '#bc6c25', accent: '#fefae0', glow: '#dda15e', ink: '#111a08' },
]

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
