import { createContext, Suspense, use, useEffect, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { HydrationDone, startHydration, useHydrated } from '@/hooks/use-hydrated'
import { Live } from '@/app/live'
import { REPLAY_TAPS } from '@contract/ssr'
import { ThemeProvider, useTheme } from '@/lib/theme'

/** IntersectionObserver as the browser's, with the test saying when an element comes near. */
class FakeObserver {
  static all: FakeObserver[] = []
  elements: Element[] = []
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this)
  }
  observe(element: Element) {
    this.elements.push(element)
  }
  disconnect() {
    this.elements = []
  }
  static comeNear(element: Element) {
    for (const observer of FakeObserver.all.filter((o) => o.elements.includes(element)))
      observer.callback(
        [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      )
  }
}

/** Its effect runs only once React has hydrated (or rendered) it: the sign of a live part. */
function Part({ name, label, onTap, live }: PartProps) {
  useEffect(() => {
    live.push(name)
  }, [name, live])
  return (
    <button type="button" onClick={() => onTap(name)}>
      {label} {name}
    </button>
  )
}
interface PartProps {
  name: string
  label: string
  onTap: (name: string) => void
  live: string[]
}

function List({ label, onTap, live, onlyWhenUsed }: ListProps) {
  const parts = ['first', 'second'].map((name) => (
    <HydrateWhenNear as="li" key={name} onlyWhenUsed={onlyWhenUsed}>
      <Part name={name} label={label} onTap={onTap} live={live} />
    </HydrateWhenNear>
  ))
  return (
    <>
      <ul>{parts}</ul>
      <HydrationDone />
    </>
  )
}

type ListProps = Omit<PartProps, 'name'> & { onlyWhenUsed?: boolean }

/**
 * Lets React finish what it has scheduled, its own idle-priority pass included (the one that
 * hydrates the parts, src/components/ui/hydrate-when-near.tsx): a callback queued at idle priority
 * runs after the tasks queued before it. Several rounds, as a pass may schedule another. The tests
 * run React on its real Scheduler, not inside act(): act() runs every render at one priority, and
 * HydrateWhenNear tells React's own pass from an update's by the Scheduler's priority.
 */
async function settled() {
  for (let round = 0; round < 5; round++)
    await new Promise<void>((resolve) =>
      unstable_scheduleCallback(unstable_IdlePriority, () => void setTimeout(resolve)),
    )
}

/** Keeps the main thread busy, as a part slow to render on a phone does. */
function busyFor(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until);
}

const isLive = (live: string[], name: string) => live.includes(name)
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.endsWith(name))!

describe('HydrateWhenNear', () => {
  let container: HTMLElement
  let root: Root | undefined
  const onTap = vi.fn()
  let live: string[]

  // With the app's own <Live>, which replays the taps made before the page was live.
  let onlyWhenUsed = false
  const app = (text: string): ReactNode => (
    <Live>
      <List label={text} onTap={onTap} live={live} onlyWhenUsed={onlyWhenUsed} />
    </Live>
  )

  /** The parts' buttons as the server rendered them, to tell hydration in place from a new render. */
  const serverButtons = () =>
    new Map(['first', 'second'].map((name) => [name, button(container, name)]))

  async function hydrateServerHtml(
    label = 'Play',
    tapAtOnce?: string,
  ): Promise<Map<string, HTMLButtonElement>> {
    container.innerHTML = renderToString(app(label))
    const servers = serverButtons()
    startHydration()
    root = hydrateRoot(container, app(label))
    if (tapAtOnce) button(container, tapAtOnce).click()
    await settled()
    return servers
  }

  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  /** The tap reached the second part's handler, on the server's element, now hydrated. */
  function expectTapReachedSecond(servers: Map<string, HTMLButtonElement>) {
    expect(onTap).toHaveBeenCalledWith('second')
    expect(isLive(live, 'second')).toBe(true)
    expect(button(container, 'second')).toBe(servers.get('second'))
  }

  /** A tap on the second part: it reaches its handler, and the first part stays HTML. */
  async function tapSecond() {
    const servers = await hydrateServerHtml()
    button(container, 'second').click()
    await settled()
    expectTapReachedSecond(servers)
    expect(isLive(live, 'first')).toBe(false)
  }

  /** An update of the whole list: every part shows it on the server's elements. */
  async function update() {
    const servers = await hydrateServerHtml()
    root!.render(app('Pause'))
    await settled()
    for (const name of ['first', 'second']) {
      expect(button(container, name)).toBe(servers.get(name))
      expect(button(container, name)).toHaveTextContent(`Pause ${name}`)
    }
    expect(live).toEqual(expect.arrayContaining(['first', 'second']))
  }

  beforeEach(() => {
    // React on its own Scheduler, as in a browser (settled()); Testing Library's render, in one
    // test, says otherwise only inside its own act().
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    // <Live> marks the document live; a test waiting for the mark must not find the last one's.
    document.documentElement.removeAttribute('data-live')
    FakeObserver.all = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    container = document.createElement('div')
    document.body.append(container)
    live = []
    onlyWhenUsed = false
    onTap.mockClear()
  })
  afterEach(() => {
    root?.unmount()
    root = undefined
    container.remove()
    vi.unstubAllGlobals()
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  })

  it('leaves a part as the server HTML until it comes near, then hydrates it in place', async () => {
    const servers = await hydrateServerHtml()
    expect(live).toEqual([])
    expect(container.querySelectorAll('li')).toHaveLength(2)

    FakeObserver.comeNear(container.querySelectorAll('li')[0]!)
    await settled()
    expect(isLive(live, 'first')).toBe(true)
    expect(isLive(live, 'second')).toBe(false)
    // Hydrated, not rendered again: the server's element is the one on the page.
    expect(button(container, 'first')).toBe(servers.get('first'))
  })

  it('hydrates a part that is tapped before it came near, and the tap reaches it', tapSecond)

  it('hands a part a tap made as hydration starts, before React has tried anything', async () => {
    const servers = await hydrateServerHtml('Play', 'second')
    expectTapReachedSecond(servers)
  })

  it('hands a part a tap made before the page was live, replayed once it is', async () => {
    // index.html's loader keeps such taps and src/main.tsx's <Live> replays them.
    const taps = window as unknown as Record<string, (() => void) | undefined>
    taps[REPLAY_TAPS] = () => button(container, 'second').click()
    const servers = await hydrateServerHtml()
    for (let wait = 0; wait < 5 && onTap.mock.calls.length === 0; wait++) await settled()
    delete taps[REPLAY_TAPS]
    expectTapReachedSecond(servers)
    expect(isLive(live, 'first')).toBe(false)
  })

  it('hydrates a part an update reaches, keeping its HTML and showing the update', update)

  it('goes live with a context update (the session) reaching the parts, hydrating them in place', async () => {
    // The session is given to the page as it goes live, a context update in a transition; it
    // reaches every part still waiting, and React hydrates each before applying it. Had it come
    // before React's first try of a part, that try, held back, would have held the update with it.
    const Session = createContext('guest')
    function Reader({ name }: { name: string }) {
      use(Session)
      useEffect(() => {
        live.push(name)
      }, [name])
      return <p>{name}</p>
    }
    function SessionPage() {
      const who = useHydrated() ? 'listener' : 'guest'
      return (
        <Session value={who}>
          <Live>
            <ul>
              {['first', 'second'].map((name) => (
                <HydrateWhenNear as="li" key={name}>
                  <Reader name={name} />
                </HydrateWhenNear>
              ))}
            </ul>
            <HydrationDone />
          </Live>
        </Session>
      )
    }
    container.innerHTML = renderToString(<SessionPage />)
    const servers = [...container.querySelectorAll('p')]
    startHydration()
    root = hydrateRoot(container, <SessionPage />)
    for (let wait = 0; wait < 5 && !document.documentElement.hasAttribute('data-live'); wait++)
      await settled()
    expect(document.documentElement).toHaveAttribute('data-live')
    expect(live).toEqual(expect.arrayContaining(['first', 'second']))
    // Hydrated in place, not rendered again.
    container.querySelectorAll('p').forEach((p, index) => expect(p).toBe(servers[index]))
  })

  it('leaves the parts as HTML when the theme changes: the theme is no context update', async () => {
    // A context update reaches the parts still waiting, and React hydrates them first, inside the
    // click: the theme toggle of `/musics` took about 105 ms at 4x CPU doing so (src/lib/theme.tsx).
    function Toggle() {
      const { theme, toggleTheme } = useTheme()
      return (
        <button type="button" aria-pressed={theme === 'dark'} onClick={toggleTheme}>
          theme
        </button>
      )
    }
    const themed = () => (
      <ThemeProvider>
        <Toggle />
        {app('Play')}
      </ThemeProvider>
    )
    container.innerHTML = renderToString(themed())
    startHydration()
    root = hydrateRoot(container, themed())
    await settled()
    const toggle = button(container, 'theme')
    toggle.click()
    await settled()
    expect(document.documentElement).toHaveClass('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(live).toEqual([])
    toggle.click()
    await settled()
    expect(document.documentElement).not.toHaveClass('dark')
  })

  it('stays HTML when React starts its pass over the parts again, as on a slow phone', async () => {
    // React's first tries of the parts come in an idle pass of its own, in slices. On a slow
    // phone the pass is still going when the page goes live (a microtask after the last first
    // try), and going live's updates interrupt it: React starts the pass over, trying each part
    // again with nothing new for it (decision 046). Here a slow part after them keeps the pass
    // going past one slice (React yields every 5 ms).
    function Slow() {
      busyFor(20)
      return <p>slow</p>
    }
    const page = () => (
      <>
        {app('Play')}
        <Suspense fallback={null}>
          <Slow />
        </Suspense>
      </>
    )
    container.innerHTML = renderToString(page())
    const servers = serverButtons()
    startHydration()
    root = hydrateRoot(container, page())
    await settled()
    expect(document.documentElement).toHaveAttribute('data-live')
    expect(live).toEqual([])
    // A tap still reaches its part.
    button(container, 'second').click()
    await settled()
    expectTapReachedSecond(servers)
  })

  it('renders its content at once where the browser renders the page itself', async () => {
    const { render } = await import('@testing-library/react')
    render(<List label="Play" onTap={onTap} live={live} />)
    expect(live).toEqual(expect.arrayContaining(['first', 'second']))
    expect(FakeObserver.all).toHaveLength(0)
  })

  describe('only when used (static content on screen: the hero and About of the home page)', () => {
    beforeEach(() => {
      onlyWhenUsed = true
    })

    it('stays the server HTML on screen, watching nothing', async () => {
      await hydrateServerHtml()
      expect(live).toEqual([])
      expect(FakeObserver.all).toHaveLength(0)
    })

    it('hydrates a part that is tapped, and the tap reaches it', tapSecond)

    it('hydrates the parts an update reaches, keeping their HTML and showing it', update)
  })
})
