import { describe, expect, it } from 'vitest'
import type { MusicTrack } from '@contract/music'
import {
  cycleRepeat,
  ended,
  finish,
  goTo,
  INITIAL_PLAYBACK,
  isUncounted,
  moved,
  next,
  patch,
  playAll,
  playing,
  start,
  stop,
  toggleShuffle,
  withPage,
} from '@/features/music/player/player-state'
import { createPlayerStore } from '@/features/music/player/player-store'
import type { MoreTracks } from '@/features/music/player/queue'

/**
 * The player's one state (docs/product.md §4): its store and the pure transitions it applies,
 * without an audio element.
 */

const track = (id: string, duration = 60) =>
  ({ _id: id, title: `Track ${id}`, audioUrl: `/media/${id}.mp3`, duration }) as MusicTrack

const [a, b, c, d] = [track('a', 205), track('b'), track('c'), track('d')]
const list = [a, b, c]
/** Never called: the state only keeps the list's next page, the player reads it. */
const more: MoreTracks = () => Promise.reject(new Error('not read by the state'))
/** Always the first remaining place: a shuffle that reverses what it shuffles. */
const first = () => 0

function setUp() {
  const store = createPlayerStore()
  const playback = () => store.getState()
  const status = () => store.getState().status
  const order = () => playback().queue.order.map((index) => playback().queue.tracks[index]?._id)
  return { store, update: store.update, playback, status, order }
}

describe('the player state', () => {
  it('loads a track started from a list, from its start, with the list after it to play next', () => {
    const { update, playback, status, order } = setUp()
    update(start, Math.random, b, list)
    expect(status()).toMatchObject({ track: b, isPlaying: false, hasNext: true })
    expect(playback().progress).toEqual({ currentTime: 0, duration: 60 })
    expect(order()).toEqual(['a', 'b', 'c'])
    expect(playback().queue.position).toBe(1)
    expect(playback().loads).toBe(1)
    expect(isUncounted(playback())).toBe(true)
  })

  it('makes a track started alone (or missing from its list) its own queue', () => {
    for (const from of [undefined, list]) {
      const { update, status, order } = setUp()
      update(start, Math.random, d, from)
      expect(order()).toEqual(['d'])
      expect(status().hasNext).toBe(false)
    }
  })

  it('plays and pauses as the element reports, counting a new start once', () => {
    const { update, playback, status } = setUp()
    update(start, Math.random, a, list)
    update(playing)
    expect(status().isPlaying).toBe(true)
    expect(isUncounted(playback())).toBe(false)

    update(patch, { isPlaying: false })
    expect(status().isPlaying).toBe(false)
    update(playing)
    expect(status()).toMatchObject({ isPlaying: true, track: a })
    expect(playback().uncounted).toBeNull()
  })

  it('notifies its readers only when something changed', () => {
    const { store, update } = setUp()
    let changes = 0
    const unsubscribe = store.subscribe(() => (changes += 1))
    update(start, Math.random, a)
    update(playing)
    update(playing)
    update(patch, { isPlaying: true, hasError: false })
    update(moved, { currentTime: 0 })
    expect(changes).toBe(2)
    unsubscribe()
    update(patch, { isPlaying: false })
    expect(changes).toBe(2)
  })

  it('steps with next to the end of the queue, where it stops, or goes round with repeat all', () => {
    const { update, playback, status } = setUp()
    update(start, Math.random, b, list)
    update(next)
    expect(status()).toMatchObject({ track: c, hasNext: false })
    expect(playback().loads).toBe(2)
    const last = playback()
    expect(next(last)).toBe(last)

    update(cycleRepeat)
    expect(status()).toMatchObject({ repeat: 'all', hasNext: true })
    update(next)
    expect(status().track).toBe(a)
  })

  it('waits for the next page at the end of what was loaded, then plays on into it', () => {
    const { update, playback, status, order } = setUp()
    update(start, Math.random, c, list, more)
    update(playing)
    // The list has more: the bar offers 'next', which waits for the page.
    expect(status().hasNext).toBe(true)
    const atEnd = playback()
    expect(next(atEnd)).toBe(atEnd)

    // The pages moved by one: c comes again and is left out.
    update(withPage, Math.random, atEnd.queue, { items: [c, d] })
    expect(order()).toEqual(['a', 'b', 'c', 'd'])
    expect(playback().queue.more).toBeUndefined()
    expect(status().track).toBe(c)

    update(next)
    expect(status()).toMatchObject({ track: d, hasNext: false })
    expect(isUncounted(playback())).toBe(true)
  })

  it('ends the queue where it is when the next page cannot be read', () => {
    const { update, playback, status, order } = setUp()
    update(start, Math.random, c, list, more)
    update(withPage, Math.random, playback().queue, undefined)
    expect(status().hasNext).toBe(false)
    expect(order()).toEqual(['a', 'b', 'c'])
  })

  it('ignores a page read for a list that is no longer playing', () => {
    const { update, playback } = setUp()
    update(start, Math.random, c, list, more)
    const { queue } = playback()
    update(start, Math.random, d)
    const other = playback()
    expect(withPage(other, Math.random, queue, { items: [a] })).toBe(other)
  })

  it('opens the listening limit, and closes it on dismissal or with the next track', () => {
    const { update, playback, status } = setUp()
    update(start, Math.random, a, list)
    update(playing)
    update(patch, { isPlaying: false })
    update(patch, { isLimitReached: true })
    expect(status()).toMatchObject({ isLimitReached: true, isPlaying: false, track: a })
    const reached = playback()

    // 'Keep listening here' and Escape close it; the track stays.
    update(patch, { isLimitReached: false })
    expect(status()).toMatchObject({ isLimitReached: false, track: a })

    expect(next(reached).status).toMatchObject({ isLimitReached: false, track: b })
  })

  it('plays the track again after its end with repeat one, counted again', () => {
    const { update, playback, status } = setUp()
    update(start, Math.random, a, list)
    update(cycleRepeat)
    update(cycleRepeat)
    update(playing)
    update(ended)
    expect(status()).toMatchObject({ track: a, isPlaying: false, repeat: 'one' })
    expect(isUncounted(playback())).toBe(true)
    expect(playback().loads).toBe(1)
  })

  it('finishes a track with the next one, and clears after the last (decision 016)', () => {
    const { update, playback, status } = setUp()
    update(start, Math.random, b, list)
    update(playing)
    update(ended)
    expect(status().isPlaying).toBe(false)
    update(finish)
    expect(status().track).toBe(c)

    update(ended)
    update(finish)
    expect(status()).toMatchObject({ track: null, hasNext: false })
    expect(playback().progress).toEqual({ currentTime: 0, duration: 0 })
    expect(playback().queue.order).toEqual([])
  })

  it('shuffles what follows the current track with the given random, and unshuffles', () => {
    const { update, playback, status, order } = setUp()
    update(start, Math.random, a, [a, b, c, d])
    update(toggleShuffle, first)
    expect(status().shuffle).toBe(true)
    expect(order()).toEqual(['a', 'c', 'd', 'b'])
    expect(playback().queue.position).toBe(0)

    update(toggleShuffle, first)
    expect(order()).toEqual(['a', 'b', 'c', 'd'])
    expect(status().track).toBe(a)
  })

  it("plays all from the list's top, or from a random track when shuffled", () => {
    expect(playAll(INITIAL_PLAYBACK, first, list).status.track).toBe(a)
    const shuffled = toggleShuffle(INITIAL_PLAYBACK, first)
    expect(playAll(shuffled, () => 0.5, list).status.track).toBe(b)
    expect(playAll(INITIAL_PLAYBACK, first, [])).toBe(INITIAL_PLAYBACK)
  })

  it('goes to a place of the queue, and nowhere past its end', () => {
    const started = start(INITIAL_PLAYBACK, Math.random, a, list)
    expect(goTo(started, 2).status.track).toBe(c)
    expect(goTo(started, 3)).toBe(started)
  })

  it('cycles repeat: off, all, one, off', () => {
    const repeats = [cycleRepeat(INITIAL_PLAYBACK)]
    for (let step = 0; step < 2; step += 1) repeats.push(cycleRepeat(repeats.at(-1)!))
    expect(repeats.map(({ status }) => status.repeat)).toEqual(['all', 'one', 'off'])
  })

  it('stops: no track, no queue, no progress, no error', () => {
    const { update, playback, status } = setUp()
    update(start, Math.random, a, list)
    update(patch, { hasError: true })
    update(stop)
    expect(status()).toMatchObject({ track: null, hasError: false, hasNext: false })
    expect(playback().progress).toEqual({ currentTime: 0, duration: 0 })
    expect(playback().uncounted).toBeNull()
  })

  it('follows the position and length of a loaded track only, leaving the status alone', () => {
    expect(moved(INITIAL_PLAYBACK, { currentTime: 3 })).toBe(INITIAL_PLAYBACK)
    const started = start(INITIAL_PLAYBACK, Math.random, a)
    const later = moved(moved(started, { currentTime: 12 }), { duration: 204.6 })
    expect(later.progress).toEqual({ currentTime: 12, duration: 204.6 })
    expect(later.status).toBe(started.status)
    expect(moved(later, { currentTime: 12 })).toBe(later)
  })
})
