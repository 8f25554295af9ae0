import { useEffect, useState } from 'react'

/**
 * How long the loaded page is left alone before the wait for an idle moment starts. Work put
 * here no longer competes with the page's own start (hydration, the first taps): on a phone the
 * home page's later sections are a few hundred milliseconds of main thread, which Lighthouse
 * counted as blocking time while they came right after the load event.
 */
const SETTLE_MS = 5000
/** The longest an idle callback may wait on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5000

/** The keys that open the browser's find bar or search again: Ctrl/Cmd+F, Ctrl/Cmd+G, F3. */
function isFindShortcut(event: KeyboardEvent): boolean {
  if (event.key === 'F3') return true
  const key = event.key.toLowerCase()
  return (event.ctrlKey || event.metaKey) && !event.altKey && (key === 'f' || key === 'g')
}

/**
 * True once the page has loaded, settled for a few seconds and the browser is then idle; at
 * once when the visitor prints or opens find-in-page with the keyboard. What loads lazily can
 * then come in without delaying the start of the page, and still be there for find-in-page and
 * print. Once true it stays true.
 */
export function useIdleAfterLoad(): boolean {
  const [isIdle, setIdle] = useState(false)

  useEffect(() => {
    if (isIdle) return
    const done = () => setIdle(true)
    const onKey = (event: KeyboardEvent) => {
      if (isFindShortcut(event)) done()
    }
    let cancel = () => {}
    const waitForIdle = () => {
      const timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback !== 'function') return done()
        const id = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS })
        cancel = () => window.cancelIdleCallback(id)
      }, SETTLE_MS)
      cancel = () => window.clearTimeout(timer)
    }
    if (document.readyState === 'complete') waitForIdle()
    else window.addEventListener('load', waitForIdle, { once: true })
    window.addEventListener('beforeprint', done)
    window.addEventListener('keydown', onKey)
    return () => {
      cancel()
      window.removeEventListener('load', waitForIdle)
      window.removeEventListener('beforeprint', done)
      window.removeEventListener('keydown', onKey)
    }
  }, [isIdle])

  return isIdle
}
