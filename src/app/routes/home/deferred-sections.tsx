import { lazy, Suspense, useState, type Ref } from 'react'
import { useLocation } from 'react-router-dom'
import { useHydrated } from '@/hooks/use-hydrated'
import { useIdleAfterLoad } from '@/hooks/use-idle-after-load'
import { useNearViewport } from '@/hooks/use-near-viewport'

const LaterSections = lazy(() => import('./later-sections'))

/**
 * Starts loading when its top is within a quarter of a screen below the viewport: on a phone, a
 * tablet, a 1280 x 800 window or a full-HD screen the first screen shows the hero and About only.
 */
const NEAR = '0px 0px 25% 0px'

/**
 * Room for the sections until they arrive, so the footer does not ride up under About.
 * `data-deferred` lets a test that scrolls through the page wait for what is still to come.
 */
function Placeholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} aria-hidden="true" data-deferred="" className="min-h-dvh" />
}

/**
 * The home page below About (programs, PR manager, mission, the three previews with their lists,
 * contact): its code, the talent and gallery translations and the previews' API calls come when
 * the visitor scrolls towards them, not in the first load (docs/architecture.md §7).
 *
 * They render with the page, as before, when the address names a section (/#contact, the footer's
 * links: the page must scroll there) and where IntersectionObserver is missing. They also come
 * without a scroll a few seconds after the load once the browser is idle, at once on the keys
 * that open find-in-page, and before printing: so find-in-page, print and a later hash link find
 * their text while the start of the page stays as light (docs/decisions/019).
 */
export function DeferredSections() {
  const { hash } = useLocation()
  const [withPage] = useState(() => Boolean(hash) || typeof IntersectionObserver === 'undefined')
  const isIdle = useIdleAfterLoad()
  const { ref, isNear } = useNearViewport<HTMLDivElement>(NEAR, Boolean(hash) || isIdle)
  const isHydrated = useHydrated()
  const [isServerRendered] = useState(!isHydrated)

  // The server's render (src/entry-server.tsx) stops at the placeholder, and so does the
  // browser's hydrating render: the page then loads the sections as it does in a browser.
  if (!isHydrated) return <Placeholder ref={ref} />
  // Suspends the page itself, like a page chunk: everything appears at once. Not a page already
  // on screen from the server: the sections come below it, as they do on a scroll.
  if (withPage && !isServerRendered) return <LaterSections />
  if (!isNear && !withPage) return <Placeholder ref={ref} />
  return (
    <Suspense fallback={<Placeholder />}>
      <LaterSections />
    </Suspense>
  )
}
