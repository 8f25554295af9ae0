import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MusicTrack } from '@contract/music'
import { EARLY_PLAY } from '@contract/ssr'
import { TIMING } from '@/config/ui'
import { createAudioPlayer } from '@/features/music/player/audio-player'
import type { MoreTracks } from '@/features/music/player/queue'

/**
 * The player's actions on its one audio element (docs/product.md §4), with a stand-in element
 * that fires 'play' and 'pause' as a browser does, and fake timers for the listening limit.
 */

class FakeAudio extends EventTarget {
  src = ''
  ended = false
  getAttribute(name: string) {
    return name === 'src' && this.src ? this.src : null
  }
  currentTime = 0
  duration = Number.NaN
  volume = 1
  muted = false
  paused = true
  play = vi.fn(() => {
    if (this.paused) {
      this.paused = false
      this.dispatchEvent(new Event('play'))
    }
    return Promise.resolve()
  })
  pause = vi.fn(() => {
    if (this.paused) return
    this.paused = true
    this.dispatchEvent(new Event('pause'))
  })
  /** The track played to its end: a browser pauses, then says it ended. */
  end() {
    this.paused = true
    this.dispatchEvent(new Event('pause'))
    this.dispatchEvent(new Event('ended'))
  }
}

const track = (id: string) =>
  ({ _id: id, title: `Track ${id}`, audioUrl: `/media/${id}.mp3`, duration: 60 }) as MusicTrack
const [a, b, c] = [track('a'), track('b'), track('c')]

function setUp() {
  const countPlay = vi.fn<(played: MusicTrack) => void>()
  const player = createAudioPlayer(countPlay)
  const audio = new FakeAudio()
  const detach = player.attach(audio as unknown as HTMLAudioElement)
  /** The play and pause events the element fired, in order. */
  const fired: string[] = []
  for (const type of ['play', 'pause']) audio.addEventListener(type, () => fired.push(type))
  const status = () => player.store.getState().status
  return { ...player, audio, countPlay, status, detach, fired }
}

/** Lets a page read (a resolved promise) and what follows it run. */
const pageRead = () => vi.advanceTimersByTimeAsync(0)

describe('the audio player', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('plays a track from its start, pauses and resumes it, counting the start once', () => {
    const { actions, audio, status, countPlay } = setUp()
    actions.toggle(a, [a, b])
    expect(audio.src).toBe(a.audioUrl)
    expect(status()).toMatchObject({ track: a, isPlaying: true, hasNext: true })

    audio.currentTime = 40
    actions.toggle(a, [a, b])
    expect(status().isPlaying).toBe(false)
    actions.toggle(a, [a, b])
    expect(status().isPlaying).toBe(true)
    expect(audio.currentTime).toBe(40)
    expect(countPlay.mock.calls).toEqual([[a]])
  })

  it('stops and rewinds the current track when another starts', () => {
    const { actions, audio, status, countPlay, fired } = setUp()
    actions.toggle(a)
    audio.currentTime = 40
    actions.toggle(b)
    expect(fired).toEqual(['play', 'pause', 'play'])
    expect(audio.currentTime).toBe(0)
    expect(audio.src).toBe(b.audioUrl)
    expect(status()).toMatchObject({ track: b, isPlaying: true })
    expect(countPlay.mock.calls).toEqual([[a], [b]])
  })

  it('reads the next page when next is pressed at the end of the queue, and plays on into it', async () => {
    const { actions, audio, status } = setUp()
    const more = vi.fn<MoreTracks>(() => Promise.resolve({ items: [b, c] }))
    actions.toggle(b, [a, b], more)
    expect(status().hasNext).toBe(true)

    actions.next()
    expect(more).toHaveBeenCalledTimes(1)
    expect(status().track).toBe(b)
    await pageRead()
    expect(status()).toMatchObject({ track: c, isPlaying: true, hasNext: false })
    expect(audio.src).toBe(c.audioUrl)
  })

  it('goes on into the next page when the last loaded track ends, and clears after the last', async () => {
    const { actions, audio, status, store } = setUp()
    actions.toggle(b, [a, b], () => Promise.resolve({ items: [c] }))
    audio.end()
    await pageRead()
    expect(status().track).toBe(c)
    expect(audio.src).toBe(c.audioUrl)

    audio.end()
    expect(status()).toMatchObject({ track: null, isPlaying: false })
    expect(store.getState().progress).toEqual({ currentTime: 0, duration: 0 })
  })

  it('lets a track started while the next page is read play on', async () => {
    const { actions, status } = setUp()
    actions.toggle(b, [a, b], () => Promise.resolve({ items: [c] }))
    actions.next()
    actions.toggle(a)
    await pageRead()
    expect(status().track).toBe(a)
  })

  it('pauses at the listening limit and opens its dialog; keep listening resumes for 30 s more', () => {
    const { actions, audio, status } = setUp()
    actions.toggle(a)
    vi.advanceTimersByTime(TIMING.listenLimitMs - 1)
    expect(status().isLimitReached).toBe(false)
    vi.advanceTimersByTime(1)
    expect(status()).toMatchObject({ isLimitReached: true, isPlaying: false })
    expect(audio.paused).toBe(true)

    actions.keepListening()
    expect(status()).toMatchObject({ isLimitReached: false, isPlaying: true })
    vi.advanceTimersByTime(TIMING.listenLimitMs - 1)
    expect(status().isLimitReached).toBe(false)
    vi.advanceTimersByTime(1)
    expect(status().isLimitReached).toBe(true)

    actions.dismissLimit()
    expect(status()).toMatchObject({ isLimitReached: false, isPlaying: false })
  })

  it('cancels the limit on pause, and when the element goes away', () => {
    const { actions, status, detach } = setUp()
    actions.toggle(a)
    actions.pause()
    vi.advanceTimersByTime(5 * TIMING.listenLimitMs)
    expect(status().isLimitReached).toBe(false)

    actions.play()
    detach?.()
    vi.advanceTimersByTime(5 * TIMING.listenLimitMs)
    expect(status().isLimitReached).toBe(false)
  })

  it('plays the track again after its end with repeat one, and counts it again', () => {
    const { actions, audio, status, countPlay } = setUp()
    actions.toggle(a, [a, b])
    actions.cycleRepeat()
    actions.cycleRepeat()
    audio.currentTime = 60
    audio.end()
    expect(audio.currentTime).toBe(0)
    expect(status()).toMatchObject({ track: a, isPlaying: true, repeat: 'one' })
    expect(countPlay.mock.calls).toEqual([[a], [a]])
  })

  it('goes back to the start after 3 s with previous, else to the previous track', () => {
    const { actions, audio, status } = setUp()
    actions.toggle(b, [a, b])
    audio.currentTime = 4
    actions.previous()
    expect(audio.currentTime).toBe(0)
    expect(status().track).toBe(b)
    actions.previous()
    expect(status().track).toBe(a)
    expect(audio.src).toBe(a.audioUrl)
  })

  it('says so when the browser refuses to play, but not when a pause interrupted it', async () => {
    const { actions, audio, status } = setUp()
    audio.play.mockImplementationOnce(() =>
      Promise.reject(new DOMException('interrupted', 'AbortError')),
    )
    actions.toggle(a)
    await pageRead()
    expect(status().hasError).toBe(false)

    audio.play.mockImplementationOnce(() =>
      Promise.reject(new DOMException('not allowed', 'NotAllowedError')),
    )
    actions.play()
    await pageRead()
    expect(status()).toMatchObject({ hasError: true, isPlaying: false })
  })

  describe("a track the page started before it was live (index.html's loader)", () => {
    const early = globalThis as unknown as Record<string, unknown>
    /** What the loader does on the first tap of a's play button. */
    function startedEarly(audio: FakeAudio, url = a.audioUrl) {
      early[EARLY_PLAY] = { src: url }
      audio.src = url
      audio.paused = false
      audio.currentTime = 12
    }
    afterEach(() => {
      early[EARLY_PLAY] = undefined
    })

    it('takes the playing element over where it is, counting it once, the limit less what was heard', () => {
      const { actions, audio, status, countPlay } = setUp()
      startedEarly(audio)
      // The tap, replayed once the page is live.
      actions.toggle(a, [a, b])
      expect(audio.play).not.toHaveBeenCalled()
      expect(audio.pause).not.toHaveBeenCalled()
      expect(audio.currentTime).toBe(12)
      expect(status()).toMatchObject({ track: a, isPlaying: true })
      expect(countPlay.mock.calls).toEqual([[a]])
      expect(early[EARLY_PLAY]).toBeUndefined()

      vi.advanceTimersByTime(TIMING.listenLimitMs - 12_000 - 1)
      expect(status().isLimitReached).toBe(false)
      vi.advanceTimersByTime(1)
      expect(status()).toMatchObject({ isLimitReached: true, isPlaying: false })
    })

    it('plays it where the browser refused to, and starts any other track afresh', () => {
      const refused = setUp()
      startedEarly(refused.audio)
      refused.audio.paused = true
      refused.actions.toggle(a, [a])
      expect(refused.audio.play).toHaveBeenCalledTimes(1)
      expect(refused.audio.currentTime).toBe(12)
      expect(refused.status().isPlaying).toBe(true)

      const other = setUp()
      startedEarly(other.audio, b.audioUrl)
      other.actions.toggle(a, [a, b])
      expect(other.audio.src).toBe(a.audioUrl)
      expect(other.audio.currentTime).toBe(0)
      expect(other.status()).toMatchObject({ track: a, isPlaying: true })
      // Read once: the next start is an ordinary one.
      other.actions.toggle(b, [a, b])
      expect(other.audio.currentTime).toBe(0)
      expect(other.status().track).toBe(b)
    })
  })
})
