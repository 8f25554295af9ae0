import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MasonryGrid } from '@/components/ui/masonry-grid'
import { HydrationDone, startHydration } from '@/hooks/use-hydrated'
import { setMediaQuery } from './media'

const WIDE = '(min-width: 640px)'
const CARDS = ['one', 'two', 'three', 'four']

const page = () => (
  <>
    <MasonryGrid>
      {CARDS.map((name) => (
        <article key={name}>{name}</article>
      ))}
    </MasonryGrid>
    <HydrationDone />
  </>
)

/** Lets React's transitions and effects run inside act(). */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve))

describe('MasonryGrid on a page the server rendered', () => {
  let container: HTMLElement
  let root: Root | undefined
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }

  async function hydrateServerHtml() {
    // As on the server (no window) and while the browser hydrates: nothing is live yet.
    startHydration()
    container.innerHTML = renderToString(page())
    const servers = [...container.querySelectorAll('article')]
    await act(async () => {
      root = hydrateRoot(container, page())
      await settled()
    })
    await act(settled)
    return servers
  }

  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
    container = document.createElement('div')
    document.body.append(container)
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    container.remove()
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
  })

  it("stays the server's grid in one column: every card keeps its element", async () => {
    const servers = await hydrateServerHtml()
    const grid = container.firstElementChild!
    expect(grid).toHaveClass('grid')
    expect([...container.querySelectorAll('article')]).toEqual(servers)
  })

  it('deals the cards into columns once live where the window has room for several', async () => {
    setMediaQuery(WIDE, true)
    const servers = await hydrateServerHtml()
    // jsdom's window is 1024 px wide: react-masonry-css's default of three columns.
    const columns = container.firstElementChild!.children
    expect(columns).toHaveLength(3)
    expect([...columns].map((column) => column.textContent)).toEqual(['onefour', 'two', 'three'])
    // New elements in new columns: what the one-column case is spared.
    expect(container.querySelector('article')).not.toBe(servers[0])
  })
})
