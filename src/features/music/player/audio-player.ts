import type { MusicTrack } from '@contract/music'
import { listenLimit } from '@/lib/listen-limit'
import { takeEarlyPlay } from './early-play'
import { syncPositionState } from './media-session'
import type { PlayerActions } from './player-context'
import {
  cycleRepeat,
  ended,
  finish,
  goTo,
  isUncounted,
  moved,
  next,
  patch,
  playAll,
  playing,
  start,
  stop,
  toggleShuffle,
  type Transition,
} from './player-state'
import { createPlayerStore } from './player-store'
import { needsMore, stepFrom } from './queue'
import { readNextPage } from './queue-continuation'

/** 'Previous' this far into a track goes back to its start, as on every music player. */
const RESTART_AFTER_SECONDS = 3

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The app's one <audio> element and the player's state around it (docs/product.md §4). The
 * element's own events are the truth about playing and pausing; the actions only ask. No React:
 * the provider attaches the element and shows the store.
 */
export function createAudioPlayer(countPlay: (track: MusicTrack) => void) {
  const store = createPlayerStore()
  const { getState, update } = store
  let audio: HTMLAudioElement | null = null

  const limit = listenLimit(() => {
    audio?.pause()
    update(patch, { isLimitReached: true })
  })

  /** Asks the element to play; its 'play' event will say it does. */
  const requestPlay = () => {
    if (!audio) return
    update(patch, { hasError: false })
    Promise.resolve(audio.play()).catch((error: unknown) => {
      // A pause or a new track interrupted this play: not a failure.
      if (!isAbort(error)) update(patch, { isPlaying: false, hasError: true })
    })
  }

  /** Applies `transition`; a track it loads stops the previous one and plays from its start. */
  const run = <Args extends unknown[]>(transition: Transition<Args>, ...args: Args) => {
    const before = getState().loads
    update(transition, ...args)
    const { status, loads } = getState()
    if (!audio || !status.track || loads === before) return
    if (takeEarlyPlay(audio, status.track.audioUrl)) return takeOver(audio)
    audio.pause()
    audio.currentTime = 0
    audio.src = status.track.audioUrl
    requestPlay()
  }

  /**
   * The element already holds the track, started by a tap before the page was live: its 'play'
   * went unheard, so it is handled now, the listening limit shortened by what was heard since.
   */
  const takeOver = (element: HTMLAudioElement) => {
    if (element.paused) return requestPlay()
    started(element.currentTime * 1000)
    update(moved, { currentTime: element.currentTime })
  }

  /** `then` at once, or once the list's next page is read (unless another track started). */
  const afterNextPage = (then: Transition<[]>) => {
    if (!needsMore(getState().queue)) return run(then)
    void readNextPage(store).then((goOn) => goOn && run(then))
  }

  /** Where the track is, for 'previous' and the lock screen's relative skips. */
  const elapsed = () => audio?.currentTime ?? 0

  const play = () => {
    if (getState().status.track) requestPlay()
  }

  const seek = (seconds: number) => {
    const { track } = getState().status
    if (!audio || !track) return
    const end = Number.isFinite(audio.duration) ? audio.duration : track.duration
    const target = Math.min(Math.max(0, seconds), Math.max(0, end))
    audio.currentTime = target
    update(moved, { currentTime: target })
  }

  const actions: PlayerActions = {
    toggle(track, list, more) {
      if (!audio) return
      const { status } = getState()
      if (status.track?._id !== track._id) run(start, Math.random, track, list, more)
      else if (status.isPlaying) audio.pause()
      else requestPlay()
    },
    playAll: (list, more) => run(playAll, Math.random, list, more),
    play,
    pause: () => audio?.pause(),
    seek,
    next: () => afterNextPage(next),
    previous() {
      const { queue, status } = getState()
      const position = stepFrom(queue, -1, status.repeat)
      if (position === null || elapsed() > RESTART_AFTER_SECONDS) seek(0)
      else run(goTo, position)
    },
    toggleShuffle: () => update(toggleShuffle, Math.random),
    cycleRepeat: () => update(cycleRepeat),
    setVolume(value) {
      if (!audio) return
      audio.volume = Math.min(1, Math.max(0, value))
      if (audio.volume > 0 && audio.muted) audio.muted = false
    },
    toggleMute() {
      if (audio) audio.muted = !audio.muted
    },
    stop() {
      if (!audio) return
      audio.pause()
      audio.currentTime = 0
      update(stop)
    },
    dismissLimit: () => update(patch, { isLimitReached: false }),
    // docs/decisions/007: staying means listening on, not pressing play again.
    keepListening() {
      update(patch, { isLimitReached: false })
      play()
    },
  }

  const paused = () => {
    update(patch, { isPlaying: false })
    limit.cancel()
  }

  const onDuration = (element: HTMLAudioElement) => {
    const { duration } = element
    if (Number.isFinite(duration) && duration > 0) update(moved, { duration })
    syncPositionState(element)
  }

  /** Playing from `heardMs` into the limit: counted once per start, limited. */
  function started(heardMs = 0) {
    const before = getState()
    update(playing)
    limit.arm(heardMs)
    if (isUncounted(before) && before.status.track) countPlay(before.status.track)
  }

  /** What the element reports. */
  const events: Record<string, (element: HTMLAudioElement) => void> = {
    play: () => started(),
    pause: paused,
    // The queue goes on; after its last track (repeat off) the player clears (docs/product.md §4).
    ended(element) {
      limit.cancel()
      update(ended)
      const { status } = getState()
      if (status.track && status.repeat === 'one') {
        element.currentTime = 0
        requestPlay()
      } else afterNextPage(finish)
    },
    error() {
      // Clearing the source after a track also reports an error: only a loaded track's counts.
      if (!getState().status.track) return
      limit.cancel()
      update(patch, { isPlaying: false, hasError: true })
    },
    timeupdate: (element) => update(moved, { currentTime: element.currentTime }),
    seeked: syncPositionState,
    durationchange: onDuration,
    loadedmetadata: onDuration,
    volumechange: (element) => update(patch, { volume: element.volume, isMuted: element.muted }),
  }

  /** The element's ref: listens to it while it is mounted. */
  const attach = (element: HTMLAudioElement | null) => {
    if (!element) return
    audio = element
    const listening = new AbortController()
    for (const [type, handle] of Object.entries(events))
      element.addEventListener(type, () => handle(element), { signal: listening.signal })
    return () => {
      listening.abort()
      limit.cancel()
      audio = null
    }
  }

  return { store, actions, attach, mediaControls: { ...actions, position: elapsed } }
}

export type AudioPlayer = ReturnType<typeof createAudioPlayer>
