import type { ReactNode } from 'react'
import { LazyMotion, m, useReducedMotion } from 'framer-motion'
import { TIMING } from '@contract/constants'

// The animation code is fetched on its own, after the cards are already on screen.
const loadFeatures = () => import('framer-motion').then((module) => module.domAnimation)

/** Fades a card in, each one TIMING.filmmakerCardDelayS after the one before (spec §9). */
export function CardEntrance({ index, children }: { index: number; children: ReactNode }) {
  const shouldReduceMotion = useReducedMotion()
  if (shouldReduceMotion) return <>{children}</>
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        initial={{ opacity: 0, y: 24 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.4, delay: index * TIMING.filmmakerCardDelayS, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  )
}
