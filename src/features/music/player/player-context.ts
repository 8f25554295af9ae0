import { createContext, use } from 'react'
import type { MusicTrack } from '@contract/music'
import type { PlayerProgress, PlayerState } from './player-state'
import type { PlayerStore } from './player-store'
import type { MoreTracks } from './queue'

export interface PlayerActions {
  /**
   * The play button of a track: another track stops the current one and starts from 0; the
   * current track pauses when playing and resumes when paused. `list` is what the track was
   * played from, in its order on screen: it becomes the queue, so its next tracks follow.
   * `more` reads the list's next page when the queue reaches the end of `list`.
   */
  toggle: (track: MusicTrack, list?: readonly MusicTrack[], more?: MoreTracks) => void
  /** 'Play all': the list from its top (from a random track when shuffle is on), then `more`. */
  playAll: (list: readonly MusicTrack[], more?: MoreTracks) => void
  /** The queue's next track; also closes the listening-limit dialog ('Next track'). */
  next: () => void
  /** Back to the track's start after its first seconds, else the queue's previous track. */
  previous: () => void
  toggleShuffle: () => void
  /** Off, then repeat the queue, then repeat the track. */
  cycleRepeat: () => void
  play: () => void
  pause: () => void
  seek: (seconds: number) => void
  setVolume: (volume: number) => void
  toggleMute: () => void
  /** Stops and unloads the track (the bar's close button). */
  stop: () => void
  /** Closes the listening-limit dialog, leaving the track paused (Escape, or leaving the site). */
  dismissLimit: () => void
  /** 'Keep listening here': closes the dialog and resumes, which arms a new 30 seconds. */
  keepListening: () => void
}

export const PlayerStateContext = createContext<PlayerState | null>(null)
export const PlayerProgressContext = createContext<PlayerProgress | null>(null)
export const PlayerActionsContext = createContext<PlayerActions | null>(null)
/** The store itself, for readers of one detail that must not re-render on every other change. */
export const PlayerStoreContext = createContext<PlayerStore | null>(null)

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} must be used inside <PlayerProvider>`)
  return value
}

export const usePlayerState = () => required(use(PlayerStateContext), 'usePlayerState')
export const usePlayerProgress = () => required(use(PlayerProgressContext), 'usePlayerProgress')
export const usePlayerActions = () => required(use(PlayerActionsContext), 'usePlayerActions')
export const usePlayerStore = () => required(use(PlayerStoreContext), 'usePlayerStore')
