import { useEffect, useState } from 'react'

/** Where requestIdleCallback is missing (Safari), this long after the load event. */
const FALLBACK_MS = 2000
/** The longest an idle callback may wait on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5000

/**
 * True once the page has loaded and the browser has then been idle, or as soon as the visitor
 * prints: what loads lazily can then come in without delaying the first screen, and still be
 * there for find-in-page and print. Once true it stays true.
 */
export function useIdleAfterLoad(): boolean {
  const [isIdle, setIdle] = useState(false)

  useEffect(() => {
    if (isIdle) return
    const done = () => setIdle(true)
    let cancel = () => {}
    const waitForIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS })
        cancel = () => window.cancelIdleCallback(id)
      } else {
        const id = window.setTimeout(done, FALLBACK_MS)
        cancel = () => window.clearTimeout(id)
      }
    }
    if (document.readyState === 'complete') waitForIdle()
    else window.addEventListener('load', waitForIdle, { once: true })
    window.addEventListener('beforeprint', done)
    return () => {
      cancel()
      window.removeEventListener('load', waitForIdle)
      window.removeEventListener('beforeprint', done)
    }
  }, [isIdle])

  return isIdle
}
