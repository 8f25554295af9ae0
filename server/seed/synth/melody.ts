import type { Random } from '../random'

export const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
} as const
export type Mode = keyof typeof SCALES

/** Melodies use the pentatonic of the mode: it has no note that clashes with the chords. */
const PENTATONIC: Record<Mode, readonly number[]> = {
  major: [0, 2, 4, 7, 9],
  minor: [0, 3, 5, 7, 10],
  dorian: [0, 3, 5, 7, 10],
}

export interface MelodyNote {
  /** Sixteenth step within a two-bar phrase (0-31). */
  step: number
  /** Index into the pentatonic, across octaves. */
  degree: number
  length: number
}

/** Semitones above the key of the chord built on a scale degree (triad, or seventh chord). */
export function chordTones(mode: Mode, degree: number, hasSeventh: boolean): number[] {
  const scale = SCALES[mode]
  return (hasSeventh ? [0, 2, 4, 6] : [0, 2, 4]).map((offset) => {
    const index = degree + offset
    return (scale[index % 7] ?? 0) + 12 * Math.floor(index / 7)
  })
}

export function pentatonicPitch(mode: Mode, degree: number): number {
  return (PENTATONIC[mode][degree % 5] ?? 0) + 12 * Math.floor(degree / 5)
}

/** A two-bar motif: a random walk over the pentatonic with a rhythm that leaves room to breathe. */
export function makeMotif(random: Random, density: number): MelodyNote[] {
  const notes: MelodyNote[] = []
  let degree = random.int(3, 6)
  for (let step = 0; step < 32; step += 2) {
    if (step !== 0 && !random.chance(density)) continue
    degree = Math.min(9, Math.max(0, degree + random.pick([-2, -1, -1, 0, 1, 1, 2])))
    notes.push({ step, degree, length: 2 })
  }
  notes.forEach((note, index) => {
    const next = notes[index + 1]?.step ?? 32
    note.length = Math.min(6, next - note.step)
  })
  return notes
}

/** The answer to a motif: same start, a new ending that comes home to the tonic. */
export function answerTo(random: Random, motif: readonly MelodyNote[]): MelodyNote[] {
  const answer = motif.map((note) => ({ ...note }))
  const tail = answer.slice(-3)
  tail.forEach((note) => {
    note.degree = Math.min(9, Math.max(0, note.degree + random.pick([-1, 1, -2])))
  })
  const last = answer.at(-1)
  if (last) {
    last.degree = last.degree >= 5 ? 5 : 0
    last.length = 32 - last.step
  }
  return answer
}

/** On strong beats a melody note moves to the nearest chord tone, so phrases land consonant. */
export function snapToChord(pitch: number, chordPitches: readonly number[]): number {
  let best = pitch
  let distance = 3
  for (const tone of chordPitches) {
    for (const octave of [-24, -12, 0, 12, 24]) {
      const candidate = tone + octave
      if (Math.abs(candidate - pitch) < distance) {
        distance = Math.abs(candidate - pitch)
        best = candidate
      }
    }
  }
  return best
}
