import { useEffect, useRef, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

interface RevealProps {
  children: ReactNode
  className?: string
  /** Seconds; staggers the cards of a row. */
  delay?: number
}

/**
 * Fades a block in the first time it scrolls into view. A few lines of IntersectionObserver and
 * CSS rather than an animation library: the home page's first load stays small. Blocks already on
 * screen when the page opens are never hidden (nothing on the first screen waits for script), and
 * readers who ask for reduced motion, or browsers without IntersectionObserver, get them as they are.
 */
export function Reveal({ children, className, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    // The observer's first report says where the block is: asking the block itself
    // (getBoundingClientRect) would force a layout in each Reveal's effect, one after the other.
    let isFirstReport = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        if (isFirstReport) {
          isFirstReport = false
          // On screen from the start: never hidden.
          if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect()
            return
          }
          // Below the screen, so hiding it now shows no flicker. A data attribute, not state:
          // React never rewrites it, and no re-render is needed.
          node.dataset.reveal = 'hidden'
          return
        }
        if (!entry.isIntersecting) return
        node.dataset.reveal = 'shown'
        observer.disconnect()
      },
      { rootMargin: '0px 0px -60px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={ref}
      style={delay ? { transitionDelay: `${delay}s` } : undefined}
      className={cn(
        'data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0',
        'data-[reveal=shown]:transition-[opacity,translate] data-[reveal=shown]:duration-500 data-[reveal=shown]:ease-out',
        className,
      )}
    >
      {children}
    </div>
  )
}
