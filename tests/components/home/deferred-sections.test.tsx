import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { LAZY_PAGE, renderApp, server } from '../utils'
import { answerLists } from './home-api'

/** A stand-in IntersectionObserver that reports an entry when a test says so. */
function installObserver() {
  const callbacks = new Set<(entries: { isIntersecting: boolean }[]) => void>()
  class Observer {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      callbacks.add(this.callback)
    }
    disconnect() {
      callbacks.delete(this.callback)
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer)
  return {
    comeNear: () =>
      act(() => [...callbacks].forEach((callback) => callback([{ isIntersecting: true }]))),
  }
}

/** The paths the page asked the API for. */
function recordRequests() {
  const paths: string[] = []
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname)
  })
  return paths
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  server.events.removeAllListeners()
})

const heroTitle = { level: 1, name: 'Your sound, made in Kigali' } as const

/** The home page in a browser that is never idle: only a scroll, a key or print brings the rest. */
async function openHomeNeverIdle() {
  installObserver()
  vi.stubGlobal('requestIdleCallback', () => 1)
  vi.stubGlobal('cancelIdleCallback', () => {})
  answerLists()
  renderApp('/')
  await screen.findByRole('heading', heroTitle, LAZY_PAGE)
}

describe('Home page sections after About', () => {
  it('wait below About until the visitor scrolls near them, then arrive with the previews', async () => {
    const observer = installObserver()
    answerLists()
    const requests = recordRequests()
    renderApp('/')
    await screen.findByRole('heading', heroTitle, LAZY_PAGE)
    expect(screen.getByRole('heading', { level: 2, name: 'More than a studio' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Our Programs' })).not.toBeInTheDocument()
    expect(document.getElementById('contact')).toBeNull()
    expect(requests).toEqual([])

    observer.comeNear()
    expect(await screen.findByRole('heading', { name: 'Our Programs' }, LAZY_PAGE)).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Our Producers' })).toBeVisible()
    expect(document.getElementById('contact')).toBeInstanceOf(HTMLElement)
    expect(await screen.findByText('Producer 4')).toBeVisible()
    expect(screen.queryByText('Producer 5')).not.toBeInTheDocument()
    expect(requests).toEqual(expect.arrayContaining(['/api/v1/producer', '/api/v1/artist']))
  })

  it('come with the page when the address names a section, so the page can scroll there', async () => {
    installObserver()
    answerLists()
    // jsdom has no scrollIntoView.
    const scrolled: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    renderApp('/#contact')
    await screen.findByRole('heading', heroTitle, LAZY_PAGE)
    const contact = document.getElementById('contact')
    expect(contact).toBeInstanceOf(HTMLElement)
    expect(scrolled).toContain(contact)
    // @ts-expect-error restores jsdom, which has none
    delete Element.prototype.scrollIntoView
  })

  it('come without a scroll once the loaded page has settled and is idle, so find-in-page finds their text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    installObserver()
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    answerLists()
    renderApp('/')
    await screen.findByRole('heading', heroTitle, LAZY_PAGE)
    // Not right after the load: the page's own start comes first.
    act(() => {
      vi.advanceTimersByTime(4000)
    })
    expect(idle).toEqual([])
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(idle.length).toBeGreaterThan(0)
    expect(document.getElementById('contact')).toBeNull()

    act(() => idle.forEach((callback) => callback()))
    vi.useRealTimers()
    expect(await screen.findByRole('heading', { name: 'Get in Touch' }, LAZY_PAGE)).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Our Programs' })).toBeVisible()
    expect(document.getElementById('contact')).toBeInstanceOf(HTMLElement)
  })

  it.each([
    ['Ctrl+F', { key: 'f', ctrlKey: true }],
    ['Cmd+F', { key: 'f', metaKey: true }],
    ['F3', { key: 'F3' }],
  ])('come at once when the visitor opens find-in-page with %s', async (_, keys) => {
    await openHomeNeverIdle()
    fireEvent.keyDown(window, { key: 'a' })
    fireEvent.keyDown(window, { key: 'f' })
    expect(document.getElementById('contact')).toBeNull()

    fireEvent.keyDown(window, keys)
    expect(await screen.findByRole('heading', { name: 'Get in Touch' }, LAZY_PAGE)).toBeVisible()
  })

  it('come before printing, even before the browser is idle', async () => {
    await openHomeNeverIdle()
    expect(screen.queryByRole('heading', { name: 'Get in Touch' })).not.toBeInTheDocument()

    act(() => {
      window.dispatchEvent(new Event('beforeprint'))
    })
    expect(await screen.findByRole('heading', { name: 'Get in Touch' }, LAZY_PAGE)).toBeVisible()
  })
})
