import type { DrumKit } from './drums'

export type GrooveName = 'afro' | 'house' | 'hiphop' | 'pop' | 'rock' | 'jazz' | 'amapiano' | 'none'

export interface DrumHits {
  voice: keyof DrumKit
  /** Sixteenth-note steps of a 4/4 bar (0-15). */
  steps: readonly number[]
  gain: number
  /** Time-keepers play in the intro too; the rest wait for the groove to start. */
  isTimekeeper?: boolean
}

/** Bass notes: [step, chord tone (0 root, 1 third, 2 fifth, 3 octave, 4 approach to next chord), length in steps]. */
export type BassNote = readonly [step: number, tone: number, length: number]

export interface Groove {
  hits: readonly DrumHits[]
  bass: readonly BassNote[]
  bassVoice: 'bass' | 'log'
  /** Pads duck after each kick, the "pumping" of house music. */
  isPumping?: boolean
}

const SIXTEENTHS = Array.from({ length: 16 }, (_, step) => step)
const EIGHTHS = SIXTEENTHS.filter((step) => step % 2 === 0)
const OFFBEATS = [2, 6, 10, 14]

export const GROOVES: Record<GrooveName, Groove> = {
  afro: {
    hits: [
      { voice: 'kick', steps: [0, 7, 8], gain: 0.9 },
      { voice: 'clap', steps: [4, 12], gain: 0.4 },
      { voice: 'rim', steps: [3, 6, 10, 14], gain: 0.3 },
      { voice: 'shaker', steps: SIXTEENTHS, gain: 0.22, isTimekeeper: true },
    ],
    bass: [
      [0, 0, 3],
      [3, 0, 2],
      [7, 2, 1],
      [8, 0, 3],
      [11, 1, 2],
      [14, 2, 2],
    ],
    bassVoice: 'bass',
  },
  house: {
    hits: [
      { voice: 'kick', steps: [0, 4, 8, 12], gain: 1 },
      { voice: 'clap', steps: [4, 12], gain: 0.45 },
      { voice: 'openHat', steps: OFFBEATS, gain: 0.22, isTimekeeper: true },
      { voice: 'hat', steps: SIXTEENTHS, gain: 0.1 },
    ],
    bass: [
      [2, 0, 2],
      [6, 0, 2],
      [10, 0, 2],
      [14, 3, 2],
    ],
    bassVoice: 'bass',
    isPumping: true,
  },
  hiphop: {
    hits: [
      { voice: 'kick', steps: [0, 3, 10], gain: 1 },
      { voice: 'snare', steps: [4, 12], gain: 0.7 },
      { voice: 'hat', steps: EIGHTHS, gain: 0.28, isTimekeeper: true },
    ],
    bass: [
      [0, 0, 6],
      [7, 0, 3],
      [10, 2, 5],
    ],
    bassVoice: 'bass',
  },
  pop: {
    hits: [
      { voice: 'kick', steps: [0, 8, 10], gain: 0.95 },
      { voice: 'snare', steps: [4, 12], gain: 0.6 },
      { voice: 'clap', steps: [12], gain: 0.25 },
      { voice: 'hat', steps: EIGHTHS, gain: 0.25, isTimekeeper: true },
    ],
    bass: [
      [0, 0, 3],
      [3, 0, 3],
      [6, 0, 2],
      [8, 0, 3],
      [11, 0, 3],
      [14, 2, 2],
    ],
    bassVoice: 'bass',
  },
  rock: {
    hits: [
      { voice: 'kick', steps: [0, 6, 8], gain: 1 },
      { voice: 'snare', steps: [4, 12], gain: 0.85 },
      { voice: 'hat', steps: EIGHTHS, gain: 0.35, isTimekeeper: true },
      { voice: 'openHat', steps: [14], gain: 0.2 },
    ],
    bass: EIGHTHS.map((step) => [step, 0, 2] as const),
    bassVoice: 'bass',
  },
  jazz: {
    hits: [
      { voice: 'ride', steps: [0, 4, 7, 8, 12, 15], gain: 0.26, isTimekeeper: true },
      { voice: 'hat', steps: [4, 12], gain: 0.2 },
      { voice: 'kick', steps: [0, 8], gain: 0.3 },
      { voice: 'rim', steps: [11], gain: 0.12 },
    ],
    bass: [
      [0, 0, 4],
      [4, 1, 4],
      [8, 2, 4],
      [12, 4, 4],
    ],
    bassVoice: 'bass',
  },
  amapiano: {
    hits: [
      { voice: 'kick', steps: [0, 4, 8, 12], gain: 0.65 },
      { voice: 'clap', steps: [4, 12], gain: 0.3 },
      { voice: 'rim', steps: [3, 7, 11, 14], gain: 0.22 },
      { voice: 'shaker', steps: SIXTEENTHS, gain: 0.24, isTimekeeper: true },
    ],
    bass: [
      [0, 0, 3],
      [3, 0, 3],
      [6, 2, 2],
      [10, 0, 2],
      [12, 3, 3],
    ],
    bassVoice: 'log',
  },
  none: { hits: [], bass: [[0, 0, 16]], bassVoice: 'bass' },
}
