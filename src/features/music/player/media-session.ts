import { useEffect } from 'react'
import type { MusicTrack } from '@contract/music'

/** Seconds skipped by the lock screen's and headset's skip buttons when they give no offset. */
const SKIP_SECONDS = 10

interface MediaSessionControls {
  play: () => void
  pause: () => void
  seek: (seconds: number) => void
  next: () => void
  previous: () => void
  /** The current position, for relative skips. */
  position: () => number
}

const session = (): MediaSession | undefined =>
  typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : undefined

const absolute = (url: string) => new URL(url, window.location.href).href

function setHandler(
  media: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
) {
  try {
    media.setActionHandler(action, handler)
  } catch {
    // This browser does not know the action: its button simply does not appear.
  }
}

/**
 * Lock-screen, notification and headset controls (Media Session API): the track's title, artist
 * and cover, and play, pause, seek, previous and next (only while the queue has a next track)
 * actions, while a track is loaded. Browsers without the API are left alone. `controls` are the
 * player's, the same object for its lifetime.
 */
export function useMediaSession(
  track: MusicTrack | null,
  isPlaying: boolean,
  hasNext: boolean,
  controls: MediaSessionControls,
) {
  useEffect(() => {
    const media = session()
    if (!media) return
    if (!track || typeof MediaMetadata !== 'function') {
      // Each assignment is a call to the browser: none while there is nothing to clear, as on
      // every page's hydration before a first play.
      if (media.metadata) media.metadata = null
      return
    }
    media.metadata = new MediaMetadata({
      title: track.title,
      artist: track.artist,
      album: track.album,
      artwork: track.coverImageUrl ? [{ src: absolute(track.coverImageUrl) }] : [],
    })
  }, [track])

  useEffect(() => {
    const media = session()
    const state = track ? (isPlaying ? 'playing' : 'paused') : 'none'
    if (media && media.playbackState !== state) media.playbackState = state
  }, [track, isPlaying])

  // The controls exist while a track is loaded: before the first play there is nothing to control.
  const hasTrack = track !== null
  useEffect(() => {
    const media = session()
    if (!media || !hasTrack) return
    const { seek, position } = controls
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', controls.play],
      ['pause', controls.pause],
      [
        'seekto',
        (details) => {
          if (details.seekTime !== undefined) seek(details.seekTime)
        },
      ],
      ['seekbackward', (details) => seek(position() - (details.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (details) => seek(position() + (details.seekOffset ?? SKIP_SECONDS))],
      ['previoustrack', controls.previous],
    ]
    for (const [action, handler] of handlers) setHandler(media, action, handler)
    return () => {
      for (const [action] of handlers) setHandler(media, action, null)
    }
  }, [controls, hasTrack])

  // Without a handler the lock screen greys its 'next' button out.
  useEffect(() => {
    const media = session()
    if (!media || !hasNext) return
    setHandler(media, 'nexttrack', controls.next)
    return () => setHandler(media, 'nexttrack', null)
  }, [hasNext, controls])
}

/** Tells the lock screen where the track is, so its progress bar and seeking are right. */
export function syncPositionState(audio: HTMLAudioElement): void {
  const media = session()
  const { duration, currentTime, playbackRate } = audio
  if (!media?.setPositionState || !Number.isFinite(duration) || duration <= 0) return
  try {
    media.setPositionState({
      duration,
      position: Math.min(Math.max(0, currentTime), duration),
      playbackRate: playbackRate || 1,
    })
  } catch {
    // Inconsistent values during a source change; the next event sends good ones.
  }
}
