import { TIMING } from '@/config/ui'
import { useCallback, useEffect, useRef } from 'react'

/**
 * The listening limit (docs/product.md §4): `onLimit` runs TIMING.listenLimitMs after the last arm
 * unless `cancel()` came first. A plain setTimeout, so Vitest's fake timers and Playwright's clock
 * drive it in tests.
 */
export function useListenLimit(onLimit: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(onLimit)

  useEffect(() => {
    latest.current = onLimit
  }, [onLimit])

  const cancel = useCallback(() => {
    if (timer.current === undefined) return
    clearTimeout(timer.current)
    timer.current = undefined
  }, [])

  const arm = useCallback(() => {
    cancel()
    timer.current = setTimeout(() => {
      timer.current = undefined
      latest.current()
    }, TIMING.listenLimitMs)
  }, [cancel])

  useEffect(() => cancel, [cancel])

  return { arm, cancel }
}
