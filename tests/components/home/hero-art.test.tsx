import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { HeroArt } from '@/features/site/home/hero-art'

/** The CSS animations the artwork declares, by the class of the element each one moves. */
function animatedClasses(style: string) {
  return [...style.matchAll(/\.([\w-]+)\s*\{[^}]*\banimation:/g)].map(([, name]) => name!)
}

describe('the hero artwork', () => {
  it('moves only whole boxes (its own <svg>, HTML spans), which the compositor can animate', () => {
    const { container } = render(<HeroArt />)
    const style = container.querySelector('style')?.textContent ?? ''
    const classes = animatedClasses(style)
    expect(classes).toEqual(['hero-record', 'hero-bar'])
    for (const name of classes) {
      const moving = [...container.querySelectorAll(`.${name}`)]
      expect(moving.length, name).toBeGreaterThan(0)
      for (const element of moving) {
        // An element inside an <svg> (a group, a rect) is repainted on the main thread each frame.
        expect(element.parentElement?.closest('svg'), name).toBeNull()
      }
    }
    // One iteration each: an animation with iterations to report is ticked on the main thread at
    // every frame while React listens for them (decision 035).
    const declarations = [...style.matchAll(/\banimation:([^;]+);/g)].map(([, value]) => value!)
    expect(declarations).toHaveLength(2)
    for (const declaration of declarations) expect(declaration.split(/\s+/)).toContain('1')
    // Twelve bars, and the record in one piece.
    expect(container.querySelectorAll('.hero-bar')).toHaveLength(12)
    expect(container.querySelectorAll('svg.hero-record')).toHaveLength(1)
  })

  it('is decorative: hidden from assistive technology, nothing focusable', () => {
    const { container } = render(<HeroArt />)
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    for (const svg of container.querySelectorAll('svg'))
      expect(svg).toHaveAttribute('focusable', 'false')
  })
})
