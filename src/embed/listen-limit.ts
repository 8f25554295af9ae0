import { TIMING } from '@/config/ui'

/**
 * The site's listening limit (docs/product.md §4; the site's use-listen-limit.ts): `onLimit` runs
 * TIMING.listenLimitMs after the last `arm()` unless `cancel()` came first. The player arms it at
 * every start or resume and cancels it at every pause. A plain setTimeout, so fake timers and
 * Playwright's clock drive it in tests.
 */
export function listenLimit(onLimit: () => void, ms: number = TIMING.listenLimitMs) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
  }
  const arm = () => {
    cancel()
    timer = setTimeout(() => {
      timer = undefined
      onLimit()
    }, ms)
  }
  return { arm, cancel }
}
