import type { MusicTrack } from '@contract/music'

export type RepeatMode = 'off' | 'all' | 'one'

/**
 * The tracks after a list's last loaded one, a page at a time (a list in pages: the queue goes on
 * into the next page when it reaches the end of what was on screen).
 */
export type MoreTracks = () => Promise<{ items: readonly MusicTrack[]; more?: MoreTracks }>

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
  /** The list's next page, when it has one: read when the queue reaches its end. */
  more?: MoreTracks
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
  more?: MoreTracks,
): Queue {
  const indexes = tracks.map((_, index) => index)
  const rest = more ? { more } : {}
  if (!shuffle) return { tracks, order: indexes, position: start, ...rest }
  const others = shuffled(
    indexes.filter((index) => index !== start),
    random,
  )
  return { tracks, order: [start, ...others], position: 0, ...rest }
}

/**
 * `queue` with a next page's tracks after its own (those it has already left out: the pages may
 * have moved by one since), and that page's own `more`. Shuffled, they come in a random order
 * after the tracks still to play.
 */
export function appendTracks(
  queue: Queue,
  page: { items: readonly MusicTrack[]; more?: MoreTracks },
  shuffle: boolean,
  random: () => number = Math.random,
): Queue {
  const known = new Set(queue.tracks.map((track) => track._id))
  const added = page.items.filter((track) => !known.has(track._id))
  const indexes = added.map((_, index) => queue.tracks.length + index)
  const next: Queue = {
    tracks: [...queue.tracks, ...added],
    order: [...queue.order, ...(shuffle ? shuffled(indexes, random) : indexes)],
    position: queue.position,
  }
  // A page of tracks already queued only: the pages moved under the list; stop there.
  if (page.more && added.length > 0) next.more = page.more
  return next
}

/** `queue` without a next page (it could not be read): it ends where it is. */
export const withoutMore = ({ tracks, order, position }: Queue): Queue => ({
  tracks,
  order,
  position,
})

/** The queue is at its last loaded track and the list has more after it. */
export const needsMore = (queue: Queue) =>
  queue.more !== undefined && queue.position + 1 >= queue.order.length

export const currentIndex = (queue: Queue): number | undefined => queue.order[queue.position]

/**
 * The place `step` away from the current one (1: next, -1: previous), or null past either end.
 * Repeat all goes round; off and one stop there (repeat one replays only when a track ends).
 */
export function stepFrom(queue: Queue, step: 1 | -1, repeat: RepeatMode): number | null {
  const { length } = queue.order
  if (length === 0) return null
  // With more to read, the end is not the end yet (repeat all goes round after the last page).
  if (step === 1 && needsMore(queue)) return null
  const target = queue.position + step
  if (target >= 0 && target < length) return target
  return repeat === 'all' ? (target + length) % length : null
}

const REPEAT_CYCLE: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' }
export const nextRepeat = (mode: RepeatMode): RepeatMode => REPEAT_CYCLE[mode]
