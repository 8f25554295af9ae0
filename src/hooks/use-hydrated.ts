import { startTransition, useEffect, useState } from 'react'

/**
 * Whether the page is live: false on the server and while the browser hydrates the server's
 * HTML, true once it has (and from the start for a page the browser renders alone). What the
 * server cannot know (the window's width, the signed-in user, the theme) waits for it: the
 * hydrating render is the server's, so React finds no mismatch, and the page then updates.
 *
 * React hydrates the page's Suspense boundaries one after the other, after the providers above
 * them. Had the session arrived as soon as the providers were hydrated, it would have reached a
 * boundary still holding the server's guest HTML, and React would have thrown that HTML away. So
 * the switch waits for <HydrationDone />, which the public layout renders inside its innermost
 * boundary, after the page, and then for React's first try of each part held back (holdLive).
 */
let isLive = typeof window !== 'undefined'
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

let wasTouched = false
const TOUCHES = ['pointerdown', 'mousedown', 'touchstart', 'click', 'keydown', 'focusin']
function onTouch() {
  wasTouched = true
  for (const type of TOUCHES) window.removeEventListener(type, onTouch, { capture: true })
}

/** src/main.tsx, before it hydrates the server's HTML. */
export function startHydration() {
  isLive = false
  isHydrationDone = false
  window.clearTimeout(giveUpTimer)
  heldBy.clear()
  wasTouched = false
  for (const type of TOUCHES)
    window.addEventListener(type, onTouch, { capture: true, passive: true })
}

/**
 * Whether the visitor has tapped, clicked, pressed a key or moved the focus since the page began
 * to hydrate: heard on the window, before React hears it on the root (HydrateWhenNear).
 */
export const wasTouchedWhileHydrating = () => wasTouched

/** In the browser, while React hydrates the server's HTML (until the page goes live). */
export const isHydrating = () => typeof window !== 'undefined' && !isLive

/**
 * With `watch` false the component is not told when the page goes live (no re-render), and the
 * answer stays false: a part that needs the news only in some cases (the header, for a dark theme)
 * asks only then.
 */
export function useHydrated(watch = true): boolean {
  // State, not useSyncExternalStore: React renders a store's change at once, in one task, and the
  // switch re-renders whatever waited for the page to be live (every card of a masonry grid, in
  // new columns). A transition lets React render it in slices the browser can interrupt.
  const [hydrated, setHydrated] = useState(isLive)
  useEffect(() => {
    if (hydrated || !watch) return
    const update = () => startTransition(() => setHydrated(true))
    const unsubscribe = subscribe(update)
    // Live already (this effect ran after <HydrationDone />'s): no notice is coming.
    if (isLive) update()
    return unsubscribe
  }, [hydrated, watch])
  return watch && hydrated
}

/**
 * Parts React has still to try to hydrate a first time (HydrateWhenNear's gates). React tries a
 * Suspense boundary met while hydrating in a later, low-priority pass of its own. An update that
 * reaches one before that try (the session, given to the page as it goes live) has React try it
 * then, in the update's render, which hydrates it. So going live waits for those first tries: the
 * session and the theme reach the parts after React has held them back (decisions 043, 046).
 */
const heldBy = new Set<object>()
/**
 * How long going live waits for those tries at most; past it the page goes live anyway, and a
 * part React tries later is still held unless a tap or an update reaches it (decision 046).
 */
const HOLD_AT_MOST_MS = 1000
let isHydrationDone = false
let giveUpTimer: number | undefined

function goLive() {
  if (isLive) return
  window.clearTimeout(giveUpTimer)
  isLive = true
  heldBy.clear()
  listeners.forEach((listener) => listener())
}

/** Holds going live back until the returned release is called (at most HOLD_AT_MOST_MS). */
export function holdLive(): () => void {
  const hold = {}
  if (isLive) return () => {}
  heldBy.add(hold)
  return () => {
    // Called from a render (React's first try): the page's updates wait until it has yielded.
    if (heldBy.delete(hold) && isHydrationDone && heldBy.size === 0) queueMicrotask(goLive)
  }
}

/** Rendered after the page, inside the public layout's Suspense boundary. */
export function HydrationDone() {
  useEffect(() => {
    if (isLive || isHydrationDone) return
    isHydrationDone = true
    if (heldBy.size === 0) goLive()
    else giveUpTimer = window.setTimeout(goLive, HOLD_AT_MOST_MS)
  }, [])
  return null
}
