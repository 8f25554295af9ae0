/**
 * What the listener bench watches inside a page, installed before any of the page's own scripts
 * (Playwright's init script). It marks, in milliseconds from navigation start:
 * - `painted`: the first frame in which the page's first track (a list's card, a track page's
 *   title) is laid out, on screen or just below the fold;
 * - `tapped`: the pointerdown of the bench's tap on a play button;
 * - `answered`: the first sign the page handled that tap: a media element's `play()` called, or
 *   the play button's name changed (Play → Pause). A tap a page keeps until it is live
 *   (decision 018) answers when it is replayed;
 * - `playing`: the first `playing` event of any media element, in the document or not (a page may
 *   play an `Audio` it never attaches).
 * It also keeps every Event Timing entry of an interaction (INP's raw data) from 16 ms up.
 *
 * A string, not a function: a function compiled by the bench's TypeScript runner may call helpers
 * that exist in Node only.
 */

export interface ProbeSelectors {
  /** The first track shown: its card on a list, its title on a track page. */
  painted: string
  /** The play buttons, the first one being the one tapped. */
  play: string
}

export interface ProbeState {
  marks: Partial<Record<'painted' | 'tapped' | 'answered' | 'playing', number>>
  events: { name: string; start: number; duration: number }[]
}

export const PROBE_GLOBAL = '__listenerProbe'

export function probeScript(selectors: ProbeSelectors): string {
  const painted = JSON.stringify(selectors.painted)
  const play = JSON.stringify(selectors.play)
  return `(() => {
  const state = { marks: {}, events: [] }
  window.${PROBE_GLOBAL} = state
  const mark = (name) => {
    if (state.marks[name] === undefined) state.marks[name] = performance.now()
  }
  const nativePlay = HTMLMediaElement.prototype.play
  HTMLMediaElement.prototype.play = function () {
    if (state.marks.tapped !== undefined) mark('answered')
    this.addEventListener('playing', () => mark('playing'), { once: true })
    return nativePlay.apply(this, arguments)
  }
  document.addEventListener('playing', () => mark('playing'), true)
  let label = null
  const nameChanged = () => {
    const button = document.querySelector(${play})
    if (!button || button.getAttribute('aria-label') !== label) mark('answered')
    return state.marks.answered !== undefined
  }
  addEventListener('pointerdown', (event) => {
    const button = event.target instanceof Element && event.target.closest(${play})
    if (!button || state.marks.tapped !== undefined) return
    mark('tapped')
    label = button.getAttribute('aria-label')
    const observer = new MutationObserver(() => {
      if (nameChanged()) observer.disconnect()
    })
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true })
  }, true)
  if (PerformanceObserver.supportedEntryTypes.includes('event'))
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId)
          state.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  const onScreen = () => {
    const element = document.querySelector(${painted})
    if (!element) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  const watch = () => {
    if (onScreen()) return mark('painted')
    requestAnimationFrame(watch)
  }
  requestAnimationFrame(watch)
})()`
}
