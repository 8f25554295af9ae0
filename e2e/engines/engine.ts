/**
 * What the smoke needs from a browser, whatever drives it: Firefox through puppeteer-core over
 * WebDriver BiDi, WebKitGTK through WebKitWebDriver and selenium-webdriver. Page-side code is
 * passed as JavaScript source, never as a function: tsx's transform adds helpers to functions
 * (`__name`) that exist in Node, not in the page.
 */
export interface Engine {
  readonly name: string
  /** Navigates and returns once the document is parsed (the scripts may still be loading). */
  goto(url: string): Promise<void>
  /** Evaluates a JavaScript expression in the page (a promise is awaited) and returns its value. */
  evaluate<T>(expression: string): Promise<T>
  /** A real pointer click in the middle of the element. */
  click(selector: string): Promise<void>
  /** Types into the element, as keystrokes. */
  type(selector: string, text: string): Promise<void>
  /** Presses a key on the focused element: `Escape` or `ArrowRight`. */
  press(key: 'Escape' | 'ArrowRight'): Promise<void>
  /** Chooses a file in an `<input type="file">`. */
  upload(selector: string, file: string): Promise<void>
  close(): Promise<void>
}

/** A step failed: names the engine and the step, then what was awaited. */
export class SmokeFailure extends Error {}

export interface WaitOptions {
  timeoutMs?: number
}

const DEFAULT_WAIT_MS = 20_000
const POLL_MS = 100

/**
 * Polls a page expression until it is truthy and returns that value; fails naming `what` and the
 * last value seen. A state, not a time: a fast machine passes at once, a slow one within the bound.
 */
export async function waitFor<T>(
  engine: Engine,
  what: string,
  expression: string,
  options: WaitOptions = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_MS
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      last = await engine.evaluate<unknown>(expression)
      if (last) return last as T
    } catch (error) {
      // A navigation in progress destroys the context the expression ran in: try again.
      last = `error: ${(error as Error).message.split('\n')[0]}`
    }
    if (Date.now() > deadline)
      throw new SmokeFailure(
        `waited ${timeoutMs / 1000}s for ${what}; last seen: ${JSON.stringify(last)}`,
      )
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** What `find` looks for: elements matching `css` (inside `within`), by accessible name. */
export interface Target {
  css: string
  name?: string
  within?: string
}

/**
 * Page-side: the first visible element matching the target, its accessible name compared the
 * way a user reads it (aria-label, aria-labelledby, a label, then its text; what is
 * aria-hidden left out), stamped with a
 * `data-smoke` attribute so that the driver can address it by a selector. Returns the selector
 * or null.
 */
const FIND = `(function (target) {
  var scope = target.within ? document.querySelector(target.within) : document
  if (!scope) return null
  var text = function (element) {
    var copy = element.cloneNode(true)
    copy.querySelectorAll('[aria-hidden="true"]').forEach(function (node) { node.remove() })
    return (copy.textContent || '').replace(/\\s+/g, ' ').trim()
  }
  var nameOf = function (element) {
    var label = element.getAttribute('aria-label')
    if (label) return label.trim()
    var by = element.getAttribute('aria-labelledby')
    if (by) return by.split(' ').map(function (id) {
      var node = document.getElementById(id)
      return node ? text(node) : ''
    }).join(' ').trim()
    if (element.labels && element.labels.length) return text(element.labels[0])
    return text(element) || (element.getAttribute('alt') || '').trim()
  }
  var visible = function (element) {
    if (element.type === 'file') return true
    var box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  var found = Array.prototype.find.call(scope.querySelectorAll(target.css), function (element) {
    return visible(element) && (target.name === undefined || nameOf(element) === target.name)
  })
  if (!found) return null
  if (!found.dataset.smoke) found.dataset.smoke = String(Math.random()).slice(2)
  return '[data-smoke="' + found.dataset.smoke + '"]'
})`

/** Waits for the target to be on the page and returns a selector for it. */
export function find(engine: Engine, target: Target, options?: WaitOptions): Promise<string> {
  const what = `${target.css}${target.name === undefined ? '' : ` named "${target.name}"`}${
    target.within ? ` in ${target.within}` : ''
  }`
  return waitFor<string>(engine, what, `${FIND}(${JSON.stringify(target)})`, options)
}

/**
 * Finds the target, then clicks it. The page may replace the element in between (the gallery's
 * masonry builds its cards again in columns just after the page goes live): a click that fails
 * on an element no longer on the page finds the target again.
 */
export async function clickOn(engine: Engine, target: Target, options?: WaitOptions) {
  for (let attempt = 1; ; attempt++) {
    const selector = await find(engine, target, options)
    try {
      await engine.click(selector)
      return
    } catch (error) {
      const isGone = await engine.evaluate<boolean>(`!document.querySelector(${js(selector)})`)
      if (!isGone || attempt >= 3) throw error
    }
  }
}

/** A string as a JavaScript literal inside page-side source. */
export const js = (value: unknown) => JSON.stringify(value)
