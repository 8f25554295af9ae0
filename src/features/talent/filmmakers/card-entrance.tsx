import { TIMING } from '@/config/ui'
import type { ReactNode } from 'react'

/**
 * Fades a card in, TIMING.filmmakerCardDelayS after the one before (docs/product.md §10). A CSS
 * animation (`animate-card-enter`, src/index.css): the same effect framer-motion gave, without
 * its weight on the page (docs/decisions/026). Under reduced motion the global rule in index.css shows every card at once.
 */
export function CardEntrance({ index, children }: { index: number; children: ReactNode }) {
  return (
    <div
      className="animate-card-enter"
      style={{ animationDelay: `${(index * TIMING.filmmakerCardDelayS).toFixed(1)}s` }}
    >
      {children}
    </div>
  )
}
