import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { Reveal } from '@/features/site/sections/reveal'
import { setMediaQuery } from './media'

type Report = { isIntersecting: boolean; boundingClientRect: { top: number } }

/** A stand-in IntersectionObserver whose reports the test writes; `live` while connected. */
function installObserver() {
  const observer = { report: (_: Report) => {}, live: false }
  class Observer {
    constructor(callback: (entries: Report[]) => void) {
      observer.report = (entry) => callback([entry])
    }
    observe() {
      observer.live = true
    }
    disconnect() {
      observer.live = false
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer)
  // The tests' default is reduced motion, where nothing is ever hidden.
  setMediaQuery('(prefers-reduced-motion: reduce)', false)
  return observer
}

afterEach(() => vi.unstubAllGlobals())

const block = () => screen.getByText('Mission').parentElement as HTMLElement

/** Renders a block, and the observer's first report puts its top `top` px from the screen's. */
function renderAt(top: number) {
  const observer = installObserver()
  render(
    <Reveal>
      <p>Mission</p>
    </Reveal>,
  )
  act(() => observer.report({ isIntersecting: false, boundingClientRect: { top } }))
  return observer
}

describe('Reveal', () => {
  it('hides a block that starts below the screen, and fades it in once it scrolls into view', () => {
    const observer = renderAt(window.innerHeight + 400)
    expect(block()).toHaveAttribute('data-reveal', 'hidden')

    act(() => observer.report({ isIntersecting: true, boundingClientRect: { top: 300 } }))
    expect(block()).toHaveAttribute('data-reveal', 'shown')
    expect(observer.live).toBe(false)
  })

  it('never hides a block on the screen from the start, and stops watching it', () => {
    // In the last 60 px of the screen: not "intersecting" with the observer's margin, yet seen.
    const observer = renderAt(window.innerHeight - 30)
    expect(block()).not.toHaveAttribute('data-reveal')
    expect(observer.live).toBe(false)
  })
  it('leaves everything as it is for a reader who asks for reduced motion', () => {
    const observer = installObserver()
    setMediaQuery('(prefers-reduced-motion: reduce)', true)
    render(
      <Reveal>
        <p>Mission</p>
      </Reveal>,
    )
    expect(observer.live).toBe(false)
    expect(block()).not.toHaveAttribute('data-reveal')
  })
})
