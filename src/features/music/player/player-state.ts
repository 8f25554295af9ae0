import type { MusicTrack } from '@contract/music'
import {
  appendTracks,
  createQueue,
  currentIndex,
  EMPTY_QUEUE,
  needsMore,
  nextRepeat,
  stepFrom,
  withoutMore,
  type MoreTracks,
  type Queue,
  type RepeatMode,
} from './queue'

/** What the player is doing; changes a few times per track, so most consumers read only this. */
export interface PlayerState {
  /** The loaded track; null before the first play and after a track ends. */
  track: MusicTrack | null
  isPlaying: boolean
  /** The last play attempt failed ('Playback failed. Please try again.'). */
  hasError: boolean
  /** The 30-second listening limit was reached and its dialog is open. */
  isLimitReached: boolean
  volume: number
  isMuted: boolean
  /** The queue has a track after the current one (repeat all wraps round). */
  hasNext: boolean
  shuffle: boolean
  repeat: RepeatMode
}

/** Position and length in seconds; changes several times a second while playing. */
export interface PlayerProgress {
  currentTime: number
  duration: number
}

/**
 * Everything the player knows (docs/product.md §4). The functions below are its transitions:
 * pure, each the state after one thing happened; the store (./player-store.ts) applies them.
 */
export interface Playback {
  /** What the bar and the cards show: the same object until one of its fields changes. */
  status: PlayerState
  progress: PlayerProgress
  queue: Queue
  /** The id of a newly loaded track whose play has not been counted yet (docs/product.md §11). */
  uncounted: string | null
  /** Grows each time a track is loaded from its start: the audio element then loads its file. */
  loads: number
}

/** One thing that happened, with what it needs to know: the state after it. */
export type Transition<Args extends unknown[] = []> = (
  playback: Playback,
  ...args: Args
) => Playback

type Random = () => number
type Page = Awaited<ReturnType<MoreTracks>>

const NO_PROGRESS: PlayerProgress = { currentTime: 0, duration: 0 }

export const INITIAL_PLAYBACK: Playback = {
  status: {
    track: null,
    isPlaying: false,
    hasError: false,
    isLimitReached: false,
    volume: 1,
    isMuted: false,
    hasNext: false,
    shuffle: false,
    repeat: 'off',
  },
  progress: NO_PROGRESS,
  queue: EMPTY_QUEUE,
  uncounted: null,
  loads: 0,
}

/** The loaded track's play is still to be counted when the element starts playing. */
export const isUncounted = ({ status, uncounted }: Playback) =>
  status.track !== null && status.track._id === uncounted

/** `object` with `changes`; itself when they change nothing, so its readers do not re-render. */
function merge<T extends object>(object: T, changes: Partial<T>): T {
  const keys = Object.keys(changes) as (keyof T)[]
  return keys.every((key) => object[key] === changes[key]) ? object : { ...object, ...changes }
}

/**
 * A change of status and nothing else: what the element reports (paused, a failure, the volume)
 * or the listener chose (the limit's dialog closed).
 */
export function patch(playback: Playback, changes: Partial<PlayerState>): Playback {
  const status = merge(playback.status, changes)
  return status === playback.status ? playback : { ...playback, status }
}

/** The position or length of the loaded track moved (nothing is loaded: nothing moves). */
export function moved(playback: Playback, changes: Partial<PlayerProgress>): Playback {
  const progress = merge(playback.progress, changes)
  return playback.status.track && progress !== playback.progress
    ? { ...playback, progress }
    : playback
}

/** `track` loaded from its start with `queue`: a new start, so it is counted and limited anew. */
function load(playback: Playback, track: MusicTrack, queue: Queue): Playback {
  return {
    ...patch(playback, { track, hasError: false }),
    queue,
    progress: { currentTime: 0, duration: track.duration },
    uncounted: track._id,
    loads: playback.loads + 1,
  }
}

/** A track started from a list (`list`, as on screen, becomes the queue) or alone. */
export function start(
  playback: Playback,
  random: Random,
  track: MusicTrack,
  list?: readonly MusicTrack[],
  more?: MoreTracks,
): Playback {
  const index = list?.findIndex((item) => item._id === track._id) ?? -1
  const { shuffle } = playback.status
  return load(
    playback,
    track,
    index < 0 || !list
      ? createQueue([track], 0, false)
      : createQueue(list, index, shuffle, random, more),
  )
}

/** 'Play all': the list from its top, or from a random track when shuffle is on. */
export function playAll(
  playback: Playback,
  random: Random,
  list: readonly MusicTrack[],
  more?: MoreTracks,
): Playback {
  const { shuffle } = playback.status
  const first = shuffle ? Math.floor(random() * list.length) : 0
  const track = list[first]
  return track ? load(playback, track, createQueue(list, first, shuffle, random, more)) : playback
}

/** The queue's track at `position` of its order. */
export function goTo(playback: Playback, position: number): Playback {
  const { queue } = playback
  const track = queue.tracks[queue.order[position] ?? -1]
  if (!track) return playback
  return load(patch(playback, { isLimitReached: false }), track, { ...queue, position })
}

/** The queue's next track; nothing past its end (or before its next page is read). */
export function next(playback: Playback): Playback {
  const position = stepFrom(playback.queue, 1, playback.status.repeat)
  return position === null ? playback : goTo(playback, position)
}

/** No track, no queue. */
const clear = (playback: Playback): Playback => ({
  ...patch(playback, { track: null }),
  queue: EMPTY_QUEUE,
  progress: NO_PROGRESS,
  uncounted: null,
})

/**
 * After the end (and the list's next page, when the queue was at the end of what was loaded):
 * the next track, or nothing (decision 016).
 */
export function finish(playback: Playback): Playback {
  const after = next(playback)
  return after === playback ? clear(playback) : after
}

/** The bar's close button: no track, no queue, no error. */
export const stop = (playback: Playback) => clear(patch(playback, { hasError: false }))

/**
 * The list's next page was read (`page`), or could not be (undefined: the queue ends where it
 * is), for the queue `from`; another list started meanwhile keeps its own queue.
 */
export function withPage(
  playback: Playback,
  random: Random,
  from: Queue,
  page: Page | undefined,
): Playback {
  const { queue, status } = playback
  if (queue !== from) return playback
  const read = page ? appendTracks(queue, page, status.shuffle, random) : withoutMore(queue)
  return { ...playback, queue: read }
}

/** The current track stays where it is; what follows it is reordered (or back in order). */
export function toggleShuffle(playback: Playback, random: Random): Playback {
  const { queue } = playback
  const shuffle = !playback.status.shuffle
  const index = currentIndex(queue)
  const reordered =
    index === undefined ? queue : createQueue(queue.tracks, index, shuffle, random, queue.more)
  return { ...patch(playback, { shuffle }), queue: reordered }
}

/** Off, then repeat the queue, then repeat the track. */
export const cycleRepeat = (playback: Playback) =>
  patch(playback, { repeat: nextRepeat(playback.status.repeat) })

/** The element plays: a newly loaded track's play is counted now. */
export function playing(playback: Playback): Playback {
  const counted = isUncounted(playback) ? { ...playback, uncounted: null } : playback
  return patch(counted, { isPlaying: true, hasError: false })
}

/** The track played to its end: repeat one plays it again (a new start, counted again). */
export function ended(playback: Playback): Playback {
  const paused = patch(playback, { isPlaying: false })
  const { track, repeat } = playback.status
  return track && repeat === 'one' ? { ...paused, uncounted: track._id } : paused
}

/** Whether a track follows the current one, kept with the state the store holds. */
export function withHasNext(playback: Playback): Playback {
  const { queue, status } = playback
  return patch(playback, {
    hasNext: stepFrom(queue, 1, status.repeat) !== null || needsMore(queue),
  })
}
