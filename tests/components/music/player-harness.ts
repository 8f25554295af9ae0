import { act, screen } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import { LAZY_PAGE, renderApp } from '../utils'
import { installFakeAudio, serveTracks } from './music-fixtures'

/**
 * Drives the app's one player from /musics with fake timers for the 30-second limit. Only
 * setTimeout is faked: async queries would wait on it forever, so after the clock moves the
 * checks are synchronous, and `advance` / `playerBar` let React finish first.
 */
export async function openMusic(...args: Parameters<typeof serveTracks>) {
  const served = serveTracks(...args)
  const fake = installFakeAudio()
  const view = renderApp('/musics')
  await screen.findByRole('list', { name: 'Tracks' }, LAZY_PAGE)
  return { ...view, fake, served }
}

/** Real macrotasks (setImmediate is never faked here), in which lazy chunks already compiled resolve. */
async function settle() {
  for (let tick = 0; tick < 3; tick += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

export const installFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

/** Moves the fake clock, then lets React render what it started (the lazy dialog, the bar). */
export const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms)
    await settle()
  })

export const limitDialog = () => screen.queryByRole('dialog', { name: 'Enjoying this track?' })

/** The persistent bar, once its lazily loaded controls are in. */
export async function playerBar() {
  await act(settle)
  return screen.getByRole('region', { name: 'Player' })
}

/** Registers the hooks every player test file needs. */
export function setUpPlayerTests() {
  beforeAll(async () => {
    // Compiled once up front, so React.lazy resolves them within `settle` in every test, and
    // the first test's page is not compiled within LAZY_PAGE's time on a busy machine.
    await import('@/features/music/player/player-bar-panel')
    await import('@/features/music/player/listen-limit-dialog')
    await import('@/app/routes/music')
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
