/**
 * An init script (it runs before any of the page's own scripts) recording the class of <html>
 * from the moment <body> is parsed (the inline theme script in <head> has run by then, the app's
 * modules have not) and at the first animation frame, just before the first paint. A flash of the
 * wrong theme shows up as a value without `dark` followed by one with it (or the reverse).
 */
export interface ThemeTrace {
  /** The class values after body insertion, except the current one (read it at the end). */
  valuesSinceBody: string[]
  bodySeen: boolean
  /** The class at the first animation frame. */
  atFirstFrame: string | null
}

declare global {
  interface Window {
    __themeTrace?: ThemeTrace
  }
}

export function installThemeProbe() {
  const trace: ThemeTrace = { valuesSinceBody: [], bodySeen: false, atFirstFrame: null }
  window.__themeTrace = trace
  // Records arrive after the fact but in order: each class change after body insertion carries
  // the value it replaced, so those old values plus the current one are the whole sequence.
  new MutationObserver((records) => {
    for (const record of records) {
      if (
        record.type === 'childList' &&
        [...record.addedNodes].some((node) => node.nodeName === 'BODY')
      ) {
        trace.bodySeen = true
      } else if (
        record.type === 'attributes' &&
        trace.bodySeen &&
        record.target === document.documentElement
      ) {
        trace.valuesSinceBody.push(record.oldValue ?? '')
      }
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
    attributeOldValue: true,
  })
  requestAnimationFrame(() => {
    trace.atFirstFrame = document.documentElement.getAttribute('class') ?? ''
  })
}

/** Run in the page: the full sequence of class values since body insertion, and the first frame's. */
export function readThemeTrace() {
  const trace = window.__themeTrace
  if (!trace) throw new Error('the theme probe was not installed')
  return {
    bodySeen: trace.bodySeen,
    values: [...trace.valuesSinceBody, document.documentElement.getAttribute('class') ?? ''],
    atFirstFrame: trace.atFirstFrame,
  }
}
