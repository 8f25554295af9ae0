import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '@/config/ui'
import { listenLimit } from '@/lib/listen-limit'

describe('listenLimit', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reaches the limit TIMING.listenLimitMs after it is armed, once', () => {
    const onLimit = vi.fn()
    listenLimit(onLimit).arm()
    vi.advanceTimersByTime(TIMING.listenLimitMs - 1)
    expect(onLimit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onLimit).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5 * TIMING.listenLimitMs)
    expect(onLimit).toHaveBeenCalledTimes(1)
  })

  it('starts a whole new period on every arm, and never fires once cancelled', () => {
    const onLimit = vi.fn()
    const limit = listenLimit(onLimit, 1_000)
    limit.arm()
    vi.advanceTimersByTime(900)
    limit.arm()
    vi.advanceTimersByTime(900)
    expect(onLimit).not.toHaveBeenCalled()
    limit.cancel()
    vi.advanceTimersByTime(5_000)
    expect(onLimit).not.toHaveBeenCalled()
    limit.cancel()
    limit.arm()
    vi.advanceTimersByTime(1_000)
    expect(onLimit).toHaveBeenCalledTimes(1)
  })
})
