import { TIMING } from '@/config/ui'

/**
 * The listening limit (docs/product.md §4), for the site's player (through
 * src/features/music/player/use-listen-limit.ts) and the embeddable one alike: `onLimit` runs
 * `ms` after the last `arm()` unless `cancel()` came first. A player arms it at every start or
 * resume and cancels it at every pause. A plain setTimeout, so fake timers and Playwright's
 * clock drive it in tests.
 */
export function listenLimit(onLimit: () => void, ms: number = TIMING.listenLimitMs) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
  }
  /** `heardMs`: already listened since this start (a track started before the page was live). */
  const arm = (heardMs = 0) => {
    cancel()
    timer = setTimeout(
      () => {
        timer = undefined
        onLimit()
      },
      Math.max(0, ms - heardMs),
    )
  }
  return { arm, cancel }
}
