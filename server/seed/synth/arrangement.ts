/** What plays in each bar: a short intro, verses and choruses, a breakdown, an outro. */
export type Section = 'intro' | 'verse' | 'chorus' | 'break' | 'outro'

export function sectionOf(bar: number, bars: number): Section {
  if (bar < 4) return 'intro'
  if (bar >= bars - 4) return 'outro'
  const middle = Math.floor(bars / 2 / 4) * 4
  if (bars >= 24 && bar >= middle && bar < middle + 4) return 'break'
  const phrase = Math.floor((bar - 4) / 4)
  // One verse, then two choruses, and round again: the melody carries most of the track.
  return phrase % 3 === 0 ? 'verse' : 'chorus'
}

export const SECTION_HAS = {
  drums: new Set<Section>(['verse', 'chorus', 'outro']),
  bass: new Set<Section>(['verse', 'chorus']),
  melody: new Set<Section>(['chorus', 'break']),
  arpeggio: new Set<Section>(['verse', 'chorus', 'break']),
}
