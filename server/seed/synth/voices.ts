import type { Random } from '../random'

/** 22.05 kHz mono: plenty for demo music, and half the encoding time of 44.1 kHz. */
export const SAMPLE_RATE = 22050

const TABLE_SIZE = 4096

/** One cycle built from harmonic amplitudes: band-limited, so no aliasing, and a lookup per sample. */
function wavetable(harmonics: readonly number[]): Float32Array {
  const table = new Float32Array(TABLE_SIZE)
  let peak = 0
  for (let i = 0; i < TABLE_SIZE; i++) {
    let value = 0
    harmonics.forEach((amplitude, index) => {
      value += amplitude * Math.sin((2 * Math.PI * (index + 1) * i) / TABLE_SIZE)
    })
    table[i] = value
    peak = Math.max(peak, Math.abs(value))
  }
  return table.map((value) => value / peak)
}

export const TABLES = {
  sine: wavetable([1]),
  warm: wavetable([1, 0.5, 0.33, 0.25, 0.2, 0.16, 0.12, 0.1]),
  hollow: wavetable([1, 0, 0.33, 0, 0.2, 0, 0.14, 0, 0.1]),
  organ: wavetable([1, 0.7, 0.35, 0.2, 0, 0.12, 0, 0.08]),
  bass: wavetable([1, 0.4, 0.15, 0.05]),
} as const
export type TableName = keyof typeof TABLES

export const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12)

export interface Envelope {
  attack: number
  release: number
  /** Exponential decay rate while held (0 holds the level). */
  decay?: number
}

/** Adds a wavetable note into `target`, `start` and `duration` in seconds. */
export function addTone(
  target: Float32Array,
  table: TableName,
  frequency: number,
  start: number,
  duration: number,
  gain: number,
  envelope: Envelope,
  detune = 0,
): void {
  const wave = TABLES[table]
  const first = Math.round(start * SAMPLE_RATE)
  const held = Math.round(duration * SAMPLE_RATE)
  const total = Math.min(held + Math.round(envelope.release * SAMPLE_RATE), target.length - first)
  const attack = Math.max(1, envelope.attack * SAMPLE_RATE)
  const release = Math.max(1, envelope.release * SAMPLE_RATE)
  const decayPerSample = Math.exp(-(envelope.decay ?? 0) / SAMPLE_RATE)
  const step = (frequency * (1 + detune) * TABLE_SIZE) / SAMPLE_RATE
  let phase = 0
  let level = 1
  for (let i = 0; i < total; i++) {
    let amplitude = level
    if (i < attack) amplitude = i / attack
    else level *= decayPerSample
    if (i >= held) amplitude *= 1 - (i - held) / release
    const index = first + i
    target[index] = (target[index] ?? 0) + gain * amplitude * (wave[phase | 0] ?? 0)
    phase += step
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE
  }
}

/** The samples a note of `seconds` from `start` covers: the first, and how many fit in `target`. */
function span(target: Float32Array, start: number, seconds: number) {
  const first = Math.round(start * SAMPLE_RATE)
  return { first, total: Math.min(Math.round(seconds * SAMPLE_RATE), target.length - first) }
}

/** Karplus-Strong string: a noise burst circulating through a damped delay line. */
export function addPluck(
  target: Float32Array,
  frequency: number,
  start: number,
  seconds: number,
  gain: number,
  random: Random,
): void {
  const period = Math.max(2, Math.round(SAMPLE_RATE / frequency))
  const line = new Float32Array(period).map(() => random.next() * 2 - 1)
  const { first, total } = span(target, start, seconds)
  const fadeFrom = total - Math.round(0.05 * SAMPLE_RATE)
  let previous = 0
  for (let i = 0; i < total; i++) {
    const slot = i % period
    const current = line[slot] ?? 0
    line[slot] = 0.996 * 0.5 * (current + previous)
    previous = current
    const fade = i > fadeFrom ? (total - i) / (total - fadeFrom) : 1
    target[first + i] = (target[first + i] ?? 0) + gain * current * fade
  }
}

/** A mallet: fundamental plus a fast-fading partial near the fourth harmonic, like a marimba bar. */
export function addMallet(
  target: Float32Array,
  frequency: number,
  start: number,
  gain: number,
): void {
  addTone(target, 'sine', frequency, start, 0.9, gain, { attack: 0.002, release: 0.1, decay: 4.5 })
  addTone(target, 'sine', frequency * 3.93, start, 0.15, gain * 0.35, {
    attack: 0.001,
    release: 0.05,
    decay: 25,
  })
}

/** A voice that adds one note of `frequency` Hz into `target`, `start` and `seconds` in seconds. */
type Voice = (
  target: Float32Array,
  frequency: number,
  start: number,
  seconds: number,
  gain: number,
) => void

/** A soft FM bell / electric-piano tone; it rings 0.4 s past the note. */
export const addBell: Voice = (target, frequency, start, seconds, gain) => {
  const { first, total } = span(target, start, seconds + 0.4)
  const carrier = (2 * Math.PI * frequency) / SAMPLE_RATE
  // Exponential decays as running products: no Math.exp per sample.
  const indexDecay = Math.exp(-6 / SAMPLE_RATE)
  const levelDecay = Math.exp(-2.2 / SAMPLE_RATE)
  let index = 2.2
  let level = gain
  for (let i = 0; i < total; i++) {
    const attack = i < 40 ? i / 40 : 1
    target[first + i] =
      (target[first + i] ?? 0) +
      level * attack * Math.sin(carrier * i + index * Math.sin(carrier * 2 * i))
    index *= indexDecay
    level *= levelDecay
  }
}

/** The amapiano "log drum": a sine that drops in pitch as it fades. */
export const addLogDrum: Voice = (target, frequency, start, seconds, gain) => {
  const { first, total } = span(target, start, seconds)
  let phase = 0
  for (let i = 0; i < total; i++) {
    const t = i / SAMPLE_RATE
    phase += (2 * Math.PI * frequency * (1 + 0.6 * Math.exp(-t * 35))) / SAMPLE_RATE
    const envelope = Math.min(1, i / 30) * Math.exp(-t * 5) * Math.min(1, (total - i) / 200)
    target[first + i] =
      (target[first + i] ?? 0) + gain * envelope * Math.tanh(1.6 * Math.sin(phase))
  }
}
