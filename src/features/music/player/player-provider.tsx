import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createAudioPlayer } from './audio-player'
import { useMediaSession } from './media-session'
import {
  PlayerActionsContext,
  PlayerProgressContext,
  PlayerStateContext,
  PlayerStoreContext,
} from './player-context'
import { usePlayCounter } from './use-play-counter'

// Shown only after 30 s of listening: not part of the first load.
const ListenLimitDialog = lazy(() => import('./listen-limit-dialog'))

/**
 * The app's one player (docs/product.md §4; ./audio-player.ts), mounted above the router, so a
 * track keeps playing while the visitor moves between pages. Its state is one store; the
 * provider shows it: the state and the progress apart, since the progress changes several times
 * a second.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const countPlay = usePlayCounter()
  const [{ store, actions, attach, mediaControls }] = useState(() => createAudioPlayer(countPlay))
  const { status, progress } = useSyncExternalStore(store.subscribe, store.getState, store.getState)

  useMediaSession(status.track, status.isPlaying, status.hasNext, mediaControls)

  return (
    <PlayerStoreContext value={store}>
      <PlayerActionsContext value={actions}>
        <PlayerStateContext value={status}>
          <PlayerProgressContext value={progress}>
            {children}
            {/* Outside every route: navigation never unmounts it. No controls: the bar is the UI. */}
            {/* Music without speech: there is nothing to caption. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <audio ref={attach} preload="none" />
            {status.isLimitReached && status.track ? (
              <Suspense fallback={null}>
                <ListenLimitDialog
                  track={status.track}
                  onClose={actions.dismissLimit}
                  onKeepListening={actions.keepListening}
                  onNextTrack={status.hasNext ? actions.next : undefined}
                />
              </Suspense>
            ) : null}
          </PlayerProgressContext>
        </PlayerStateContext>
      </PlayerActionsContext>
    </PlayerStoreContext>
  )
}
