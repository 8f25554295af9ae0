import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdLive, HydrationDone, isHydrating, startHydration } from '@/hooks/use-hydrated'

/** Lets a microtask queued by a release run. */
const microtasks = () => Promise.resolve()

describe('going live (src/hooks/use-hydrated.ts)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits, after hydrating, for each part held back to be tried once', async () => {
    startHydration()
    const releaseFirst = holdLive()
    const releaseSecond = holdLive()
    render(<HydrationDone />)
    expect(isHydrating()).toBe(true)
    releaseFirst()
    // A release twice counts once.
    releaseFirst()
    await microtasks()
    expect(isHydrating()).toBe(true)
    releaseSecond()
    await microtasks()
    expect(isHydrating()).toBe(false)
  })

  it('goes live at once when nothing holds it', () => {
    startHydration()
    render(<HydrationDone />)
    expect(isHydrating()).toBe(false)
  })

  it('goes live after a second at most when a part is never tried', () => {
    vi.useFakeTimers()
    startHydration()
    holdLive()
    render(<HydrationDone />)
    vi.advanceTimersByTime(999)
    expect(isHydrating()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(isHydrating()).toBe(false)
  })

  it('holds nothing once live', () => {
    startHydration()
    render(<HydrationDone />)
    holdLive()
    expect(isHydrating()).toBe(false)
  })
})
