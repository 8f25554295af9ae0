// @vitest-environment jsdom
import { runInThisContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_PLAY, REPLAY_TAPS } from '../../contract/ssr'
import { loaderScript } from '../../scripts/vite-load-after-first-paint'

/** What the loader added to <head>: preloads and the entry, in order. */
const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) =>
      element instanceof HTMLScriptElement
        ? `script ${element.getAttribute('src')}`
        : `preload ${element.getAttribute('href')}`,
  )

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void
let paintCallbacks: PaintCallback[]

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint']
  constructor(private callback: PaintCallback) {}
  observe() {
    paintCallbacks.push(this.callback)
  }
}

function firstContentfulPaint() {
  for (const callback of paintCallbacks)
    callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
}

function runLoader(page: { rendered: boolean; modules?: string }) {
  // The document outlives each test: the previous test's loader stops listening, as it does once
  // its page is live.
  ;(window as unknown as Record<string, (() => void) | undefined>)[REPLAY_TAPS]?.()
  document.head.innerHTML = page.modules
    ? `<meta name="app-modules" content="${page.modules}" />`
    : ''
  document.body.innerHTML = `<div id="root">${page.rendered ? '<main>Artists</main>' : ''}</div>`
  // The script as the page runs it: in the global scope, where jsdom's document is.
  runInThisContext(loaderScript('/assets/index-abc.js'))
  document.dispatchEvent(new Event('DOMContentLoaded'))
}

describe("index.html's loader", () => {
  beforeEach(() => {
    vi.useFakeTimers()
    paintCallbacks = []
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('loads the entry at once on an empty page (a static host, the back-office)', () => {
    runLoader({ rendered: false })
    expect(added()).toEqual(['script /assets/index-abc.js'])
  })

  it("waits for a rendered page's first paint, then preloads its chunks beside the entry", () => {
    runLoader({ rendered: true, modules: '/assets/artists-1.js /assets/site-2.js' })
    vi.advanceTimersByTime(1000)
    expect(added()).toEqual([])

    firstContentfulPaint()
    vi.advanceTimersByTime(0)
    expect(added()).toEqual([
      'preload /assets/artists-1.js',
      'preload /assets/site-2.js',
      'script /assets/index-abc.js',
    ])
    // Once only, whatever comes later.
    vi.advanceTimersByTime(5000)
    expect(added()).toHaveLength(3)
  })

  it('does not wait more than two seconds for a paint that does not come', () => {
    runLoader({ rendered: true })
    vi.advanceTimersByTime(1999)
    expect(added()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(added()).toEqual(['script /assets/index-abc.js'])
  })

  it('waits for the first frame where the browser has no paint timing', () => {
    FakePerformanceObserver.supportedEntryTypes = []
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    try {
      runLoader({ rendered: true })
      vi.advanceTimersByTime(0)
      expect(added()).toEqual([])
      frames.forEach((frame) => frame(0))
      vi.advanceTimersByTime(0)
      expect(added()).toEqual(['script /assets/index-abc.js'])
    } finally {
      FakePerformanceObserver.supportedEntryTypes = ['paint']
    }
  })

  it('keeps the taps on buttons until the page is live, then taps them again, once each', () => {
    runLoader({ rendered: true })
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form><button id="theme" type="button">Dark</button><button id="send">Send</button></form><a id="link" href="#x">Music</a>',
    )
    const seen: string[] = []
    // What React does once it has hydrated: it listens below the document.
    document.body.addEventListener('click', (event) => seen.push((event.target as Element).id))
    const submits: Event[] = []
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault()
      submits.push(event)
    })

    document.getElementById('theme')!.click()
    document.getElementById('send')!.click()
    document.getElementById('link')!.click()
    // The link works at once; the buttons wait, and the form is not submitted behind React.
    expect(seen).toEqual(['link'])
    expect(submits).toHaveLength(0)

    const replay = (window as unknown as Record<string, () => void>)[REPLAY_TAPS]!
    replay()
    expect(seen).toEqual(['link', 'theme', 'send'])
    // Live now: a tap goes straight through, and a second replay has nothing left.
    document.getElementById('theme')!.click()
    replay()
    expect(seen).toEqual(['link', 'theme', 'send', 'theme'])
  })

  it("starts the first tapped play button's track on the page's <audio>, and keeps the tap", () => {
    runLoader({ rendered: true })
    const slot = window as unknown as Record<string, unknown>
    slot[EARLY_PLAY] = undefined
    document
      .getElementById('root')!
      .insertAdjacentHTML(
        'beforeend',
        '<button id="one" data-audio="/media/one.mp3">Play one</button>' +
          '<button id="two" data-audio="/media/two.mp3">Play two</button><audio preload="none"></audio>',
      )
    const audio = document.querySelector('audio')!
    const play = vi.spyOn(audio, 'play').mockResolvedValue(undefined)
    const seen: string[] = []
    document.body.addEventListener('click', (event) => seen.push((event.target as Element).id))

    document.getElementById('one')!.click()
    // Played inside the tap, before anything is live...
    expect(audio.getAttribute('src')).toBe('/media/one.mp3')
    expect(play).toHaveBeenCalledTimes(1)
    expect(slot[EARLY_PLAY]).toEqual({ src: '/media/one.mp3' })
    // ...and only the first: a second play tap waits for the page, as every other tap does.
    document.getElementById('two')!.click()
    expect(audio.getAttribute('src')).toBe('/media/one.mp3')
    expect(play).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([])

    ;(window as unknown as Record<string, () => void>)[REPLAY_TAPS]!()
    expect(seen).toEqual(['one', 'two'])
    slot[EARLY_PLAY] = undefined
  })
})
