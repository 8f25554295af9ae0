import type { MusicTrack } from '@contract/music'

export type RepeatMode = 'off' | 'all' | 'one'

/**
 * The tracks that play in turn: a list as it was on screen when one of its tracks started, the
 * order they play in (the list's, or shuffled), and where in that order the player is.
 */
export interface Queue {
  tracks: readonly MusicTrack[]
  /** Indexes into `tracks`, in playing order. */
  order: number[]
  /** The current track's place in `order`. */
  position: number
}

export const EMPTY_QUEUE: Queue = { tracks: [], order: [], position: 0 }

/** Fisher-Yates over a copy. */
function shuffled(items: number[], random: () => number): number[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    const item = copy[index] as number
    copy[index] = copy[other] as number
    copy[other] = item
  }
  return copy
}

/**
 * `tracks` with `start` playing. Shuffled, the started track comes first and the others follow
 * in a random order; otherwise the list's order goes on from it.
 */
export function createQueue(
  tracks: readonly MusicTrack[],
  start: number,
  shuffle: boolean,
  random: () => number = Math.random,
): Queue {
  const indexes = tracks.map((_, index) => index)
  if (!shuffle) return { tracks, order: indexes, position: start }
  const others = shuffled(
    indexes.filter((index) => index !== start),
    random,
  )
  return { tracks, order: [start, ...others], position: 0 }
}

export const currentIndex = (queue: Queue): number | undefined => queue.order[queue.position]

/**
 * The place `step` away from the current one (1: next, -1: previous), or null past either end.
 * Repeat all goes round; off and one stop there (repeat one replays only when a track ends).
 */
export function stepFrom(queue: Queue, step: 1 | -1, repeat: RepeatMode): number | null {
  const { length } = queue.order
  if (length === 0) return null
  const target = queue.position + step
  if (target >= 0 && target < length) return target
  return repeat === 'all' ? (target + length) % length : null
}

const REPEAT_CYCLE: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' }
export const nextRepeat = (mode: RepeatMode): RepeatMode => REPEAT_CYCLE[mode]
