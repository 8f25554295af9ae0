import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import type { MusicTrack } from '@contract/music'
import { syncPositionState, useMediaSession } from './media-session'
import {
  PlayerActionsContext,
  PlayerProgressContext,
  PlayerStateContext,
  type PlayerActions,
  type PlayerProgress,
  type PlayerState,
} from './player-context'
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
import { useListenLimit } from './use-listen-limit'
import { usePlayCounter } from './use-play-counter'

// Shown only after 30 s of listening: not part of the first load.
const ListenLimitDialog = lazy(() => import('./listen-limit-dialog'))

const NO_PROGRESS: PlayerProgress = { currentTime: 0, duration: 0 }

/** 'Previous' this far into a track goes back to its start, as on every music player. */
const RESTART_AFTER_SECONDS = 3

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The app's one <audio> element and the state around it (docs/product.md §4). Mounted above the
 * router, so a track keeps playing while the visitor moves between pages. The element's own
 * events are the truth about playing and pausing; the buttons only ask.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null)
  const [track, setTrack] = useState<MusicTrack | null>(null)
  const [isPlaying, setIsPlaying] = useState(false)
  const [hasError, setHasError] = useState(false)
  const [isLimitReached, setLimitReached] = useState(false)
  const [volume, setVolumeState] = useState(1)
  const [isMuted, setMuted] = useState(false)
  const [progress, setProgress] = useState<PlayerProgress>(NO_PROGRESS)
  const [queue, setQueueState] = useState<Queue>(EMPTY_QUEUE)
  const [shuffle, setShuffle] = useState(false)
  const [repeat, setRepeat] = useState<RepeatMode>('off')

  // Mirrors for the action callbacks, which must stay stable while the state changes.
  const trackRef = useRef<MusicTrack | null>(null)
  const isPlayingRef = useRef(false)
  const queueRef = useRef<Queue>(EMPTY_QUEUE)
  const shuffleRef = useRef(false)
  const repeatRef = useRef<RepeatMode>('off')
  /** The id of a newly loaded track whose play has not been counted yet. */
  const uncounted = useRef<string | null>(null)

  const countPlay = usePlayCounter()
  const limit = useListenLimit(() => {
    audioRef.current?.pause()
    setLimitReached(true)
  })

  const start = useCallback((audio: HTMLAudioElement) => {
    setHasError(false)
    Promise.resolve(audio.play()).catch((error: unknown) => {
      // A pause or a new track interrupted this play: not a failure.
      if (isAbort(error)) return
      setHasError(true)
      setIsPlaying(false)
    })
  }, [])

  const load = useCallback((next: MusicTrack | null) => {
    trackRef.current = next
    setTrack(next)
    setProgress(next ? { currentTime: 0, duration: next.duration } : NO_PROGRESS)
  }, [])

  const setQueue = useCallback((next: Queue) => {
    queueRef.current = next
    setQueueState(next)
  }, [])

  /** Loads `next` from its start and plays it: a new start, so it is counted and limited anew. */
  const begin = useCallback(
    (next: MusicTrack) => {
      const audio = audioRef.current
      if (!audio) return
      // The previous track stops and goes back to its start; the new one starts from 0.
      audio.pause()
      audio.currentTime = 0
      audio.src = next.audioUrl
      uncounted.current = next._id
      load(next)
      start(audio)
    },
    [load, start],
  )

  /** Plays the queue's track at `position` of its order. */
  const goTo = useCallback(
    (position: number) => {
      const current = queueRef.current
      const next = current.tracks[current.order[position] ?? -1]
      if (!next) return
      setQueue({ ...current, position })
      setLimitReached(false)
      begin(next)
    },
    [begin, setQueue],
  )

  /**
   * The place after the current one, reading the list's next page first when the queue is at the
   * end of what was loaded (a list in pages). Null: nothing follows, or another list started
   * while the page was read.
   */
  const advance = useCallback(async (): Promise<number | null> => {
    const before = queueRef.current
    if (before.more && needsMore(before)) {
      const page = await before.more().catch(() => undefined)
      if (queueRef.current !== before) return null
      setQueue(page ? appendTracks(before, page, shuffleRef.current) : withoutMore(before))
    }
    return stepFrom(queueRef.current, 1, repeatRef.current)
  }, [setQueue])

  const toggle = useCallback(
    (next: MusicTrack, list?: readonly MusicTrack[], more?: MoreTracks) => {
      const audio = audioRef.current
      if (!audio) return
      if (trackRef.current?._id === next._id) {
        if (isPlayingRef.current) audio.pause()
        else start(audio)
        return
      }
      const index = list?.findIndex((item) => item._id === next._id) ?? -1
      setQueue(
        index < 0 || !list
          ? createQueue([next], 0, false)
          : createQueue(list, index, shuffleRef.current, Math.random, more),
      )
      begin(next)
    },
    [begin, setQueue, start],
  )

  const playAll = useCallback(
    (list: readonly MusicTrack[], more?: MoreTracks) => {
      const first = shuffleRef.current ? Math.floor(Math.random() * list.length) : 0
      const track = list[first]
      if (!track) return
      setQueue(createQueue(list, first, shuffleRef.current, Math.random, more))
      begin(track)
    },
    [begin, setQueue],
  )

  const play = useCallback(() => {
    const audio = audioRef.current
    if (audio && trackRef.current) start(audio)
  }, [start])

  const pause = useCallback(() => audioRef.current?.pause(), [])

  const seek = useCallback((seconds: number) => {
    const audio = audioRef.current
    const current = trackRef.current
    if (!audio || !current) return
    const end = Number.isFinite(audio.duration) ? audio.duration : current.duration
    const target = Math.min(Math.max(0, seconds), Math.max(0, end))
    audio.currentTime = target
    setProgress((progress) => ({ ...progress, currentTime: target }))
  }, [])

  const setVolume = useCallback((value: number) => {
    const audio = audioRef.current
    if (!audio) return
    audio.volume = Math.min(1, Math.max(0, value))
    if (audio.volume > 0 && audio.muted) audio.muted = false
  }, [])

  const toggleMute = useCallback(() => {
    const audio = audioRef.current
    if (audio) audio.muted = !audio.muted
  }, [])

  const next = useCallback(() => {
    if (!needsMore(queueRef.current)) {
      const position = stepFrom(queueRef.current, 1, repeatRef.current)
      if (position !== null) goTo(position)
      return
    }
    const current = trackRef.current
    void advance().then((position) => {
      // Another track started while the next page was read: that one plays on.
      if (position !== null && trackRef.current === current) goTo(position)
    })
  }, [advance, goTo])

  const previous = useCallback(() => {
    const position = stepFrom(queueRef.current, -1, repeatRef.current)
    const elapsed = audioRef.current?.currentTime ?? 0
    if (position === null || elapsed > RESTART_AFTER_SECONDS) seek(0)
    else goTo(position)
  }, [goTo, seek])

  const toggleShuffle = useCallback(() => {
    const on = !shuffleRef.current
    shuffleRef.current = on
    setShuffle(on)
    // The current track stays where it is; what follows it is reordered.
    const current = queueRef.current
    const index = currentIndex(current)
    if (index !== undefined)
      setQueue(createQueue(current.tracks, index, on, Math.random, current.more))
  }, [setQueue])

  const cycleRepeat = useCallback(() => {
    repeatRef.current = nextRepeat(repeatRef.current)
    setRepeat(repeatRef.current)
  }, [])

  const stop = useCallback(() => {
    const audio = audioRef.current
    if (!audio) return
    audio.pause()
    audio.currentTime = 0
    uncounted.current = null
    setHasError(false)
    setQueue(EMPTY_QUEUE)
    load(null)
  }, [load, setQueue])

  const dismissLimit = useCallback(() => setLimitReached(false), [])

  // docs/decisions/007: staying means listening on, not pressing play again.
  const keepListening = useCallback(() => {
    setLimitReached(false)
    play()
  }, [play])

  const actions = useMemo<PlayerActions>(
    () => ({
      toggle,
      playAll,
      play,
      pause,
      seek,
      next,
      previous,
      toggleShuffle,
      cycleRepeat,
      setVolume,
      toggleMute,
      stop,
      dismissLimit,
      keepListening,
    }),
    [
      toggle,
      playAll,
      play,
      pause,
      seek,
      next,
      previous,
      toggleShuffle,
      cycleRepeat,
      setVolume,
      toggleMute,
      stop,
      dismissLimit,
      keepListening,
    ],
  )

  const hasNext = stepFrom(queue, 1, repeat) !== null || needsMore(queue)

  useMediaSession(track, isPlaying, hasNext, {
    play: actions.play,
    pause: actions.pause,
    seek: actions.seek,
    next: actions.next,
    previous: actions.previous,
    position: () => audioRef.current?.currentTime ?? 0,
  })

  const onPlay = () => {
    isPlayingRef.current = true
    setIsPlaying(true)
    setHasError(false)
    limit.arm()
    const current = trackRef.current
    if (current && uncounted.current === current._id) {
      uncounted.current = null
      countPlay(current)
    }
  }

  const onPause = () => {
    isPlayingRef.current = false
    setIsPlaying(false)
    limit.cancel()
  }

  // The queue goes on; after its last track (repeat off) the player clears (docs/product.md §4).
  const onEnded = (event: SyntheticEvent<HTMLAudioElement>) => {
    onPause()
    const current = trackRef.current
    if (current && repeatRef.current === 'one') {
      uncounted.current = current._id
      event.currentTarget.currentTime = 0
      start(event.currentTarget)
      return
    }
    const finish = (position: number | null) => {
      if (position !== null) return goTo(position)
      uncounted.current = null
      setQueue(EMPTY_QUEUE)
      load(null)
    }
    if (!needsMore(queueRef.current))
      return finish(stepFrom(queueRef.current, 1, repeatRef.current))
    void advance().then((position) => {
      if (trackRef.current === current) finish(position)
    })
  }

  const onError = () => {
    // Clearing the source after a track also reports an error: only a loaded track's counts.
    if (!trackRef.current) return
    onPause()
    setHasError(true)
  }

  const onTime = (event: SyntheticEvent<HTMLAudioElement>) => {
    const { currentTime } = event.currentTarget
    if (!trackRef.current) return
    setProgress((current) =>
      current.currentTime === currentTime ? current : { ...current, currentTime },
    )
  }

  const onDuration = (event: SyntheticEvent<HTMLAudioElement>) => {
    const audio = event.currentTarget
    if (Number.isFinite(audio.duration) && audio.duration > 0 && trackRef.current) {
      setProgress((current) => ({ ...current, duration: audio.duration }))
    }
    syncPositionState(audio)
  }

  const onVolume = (event: SyntheticEvent<HTMLAudioElement>) => {
    setVolumeState(event.currentTarget.volume)
    setMuted(event.currentTarget.muted)
  }

  const state = useMemo<PlayerState>(
    () => ({
      track,
      isPlaying,
      hasError,
      isLimitReached,
      volume,
      isMuted,
      hasNext,
      shuffle,
      repeat,
    }),
    [track, isPlaying, hasError, isLimitReached, volume, isMuted, hasNext, shuffle, repeat],
  )

  return (
    <PlayerActionsContext value={actions}>
      <PlayerStateContext value={state}>
        <PlayerProgressContext value={progress}>
          {children}
          {/* Outside every route: navigation never unmounts it. No controls: the bar is the UI. */}
          {/* Music without speech: there is nothing to caption. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio
            ref={audioRef}
            preload="none"
            onPlay={onPlay}
            onPause={onPause}
            onEnded={onEnded}
            onError={onError}
            onTimeUpdate={onTime}
            onSeeked={(event) => syncPositionState(event.currentTarget)}
            onDurationChange={onDuration}
            onLoadedMetadata={onDuration}
            onVolumeChange={onVolume}
          />
          {isLimitReached && track ? (
            <Suspense fallback={null}>
              <ListenLimitDialog
                track={track}
                onClose={actions.dismissLimit}
                onKeepListening={actions.keepListening}
                onNextTrack={hasNext ? actions.next : undefined}
              />
            </Suspense>
          ) : null}
        </PlayerProgressContext>
      </PlayerStateContext>
    </PlayerActionsContext>
  )
}
