import { lazy, Suspense, useEffect } from 'react'
import { usePlayerState } from './player-context'
import { PLAYER_BAR_HEIGHT } from './player-layout'

// The controls load with the first track played: a visitor who never plays one never downloads them.
const PlayerBarPanel = lazy(() => import('./player-bar-panel'))

const SCROLL_ROOM = ['scroll-pb-24', 'sm:scroll-pb-20']

/**
 * The persistent player at the bottom of every public page while a track is loaded. A spacer
 * after the footer lets the page scroll past the bar, and the scroll padding keeps an element
 * that receives focus (or is scrolled to) above it.
 */
export function PlayerBar() {
  const { track } = usePlayerState()
  const hasTrack = track !== null

  useEffect(() => {
    if (!hasTrack) return
    const { classList } = document.documentElement
    classList.add(...SCROLL_ROOM)
    return () => classList.remove(...SCROLL_ROOM)
  }, [hasTrack])

  if (!hasTrack) return null
  return (
    <>
      <div aria-hidden="true" className={`shrink-0 ${PLAYER_BAR_HEIGHT}`} />
      <Suspense fallback={null}>
        <PlayerBarPanel />
      </Suspense>
    </>
  )
}
