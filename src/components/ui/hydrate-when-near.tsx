import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { unstable_getCurrentPriorityLevel, unstable_IdlePriority } from 'scheduler'
import { holdLive, isHydrating, wasTouchedWhileHydrating } from '@/hooks/use-hydrated'
import { useNearViewport } from '@/hooks/use-near-viewport'

/** As near as a lazy image must come before its file is asked for (media-image.tsx). */
const NEAR_VIEWPORT = '300px'

interface Gate {
  promise: Promise<void>
  isOpen: boolean
  /** Whether React has tried to hydrate the content once already. */
  isTried: boolean
  open(): void
  /** Called on React's first try: lets the page go live (holdLive). */
  onTried(): void
  /** Holds going live until React's first try; returns the release. */
  holdLiveUntilTried(): (() => void) | undefined
}

function createGate(): Gate {
  let resolve = () => {}
  const gate: Gate = {
    promise: new Promise<void>((done) => (resolve = done)),
    isOpen: false,
    isTried: false,
    onTried() {},
    holdLiveUntilTried() {
      if (gate.isTried) return undefined
      const release = holdLive()
      gate.onTried = release
      return release
    },
    open() {
      gate.isOpen = true
      resolve()
    },
  }
  return gate
}

/**
 * Whether React is rendering in its own idle-priority pass: the one in which it hydrates the
 * boundaries it met while hydrating. An update interrupting the pass (on a slow phone, going
 * live's own) has React start it over, trying each part again with nothing new for it. An update
 * that reached the part, or a tap in it, renders at a higher priority. React runs the pass in a
 * Scheduler task at idle priority (react-dom's lanesToEventPriority), and `scheduler` is the
 * module react-dom uses (package.json pins react-dom's version of it).
 */
const isReactsOwnPass = () => unstable_getCurrentPriorityLevel() === unstable_IdlePriority

/**
 * Holds its content back when React tries to hydrate it in its own pass, unless its gate is open
 * or the visitor has touched the page: React hydrates a boundary in a pass of its own, after the
 * page around it, and leaves the server's HTML in place while it waits. A try at a higher priority
 * goes through: the one a tap in the part makes (React hydrates it at once, then hands it the
 * event) and the one an update that reached it makes (the session, the track now playing, a new
 * language: React hydrates the part before applying it). Held back then, React would drop the
 * event, or drop the server's HTML and show the empty fallback. The page goes live only after each
 * first try (holdLive), so the session and the theme come after them
 * (docs/decisions/043-cards-hydrate-when-near.md, 046-held-parts-stay-held.md).
 */
function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  gate.isTried = true
  gate.onTried()
  if (!gate.isOpen && !wasTouchedWhileHydrating() && isReactsOwnPass()) {
    // Thrown, not use()d: React then leaves the boundary at once, waiting for the promise, where
    // use() would have it try this render again.
    throw gate.promise
  }
  return children
}

interface HydrateWhenNearProps {
  /** The element around the part: it stays, live, while its content waits. */
  as?: 'li' | 'div' | 'header' | 'footer'
  className?: string
  /** Only a tap, a key or an update hydrates it, never coming near: static content on screen. */
  onlyWhenUsed?: boolean
  children: ReactNode
}

/**
 * A part of a server-rendered page that React hydrates only once it comes near the screen
 * (docs/decisions/033-hydrate-parts-near-the-screen.md): a card far down a list, the footer.
 * Until then it is the server's HTML, painted, its links followable, with no React work spent on
 * it; a tap, a key or an update that reaches it hydrates it first. Anywhere else (the server, a
 * page the browser renders itself, a later visit to the page) the content renders as usual.
 */
export function HydrateWhenNear({
  as: Tag = 'div',
  className,
  onlyWhenUsed = false,
  children,
}: HydrateWhenNearProps) {
  const [gate] = useState(() =>
    isHydrating() && typeof IntersectionObserver !== 'undefined' ? createGate() : null,
  )
  // Without a gate, or when only use opens it, there is nothing to watch for.
  const watched = onlyWhenUsed ? null : gate
  // Typed to fit each of the tags it may be.
  const { ref, isNear } = useNearViewport<HTMLLIElement & HTMLDivElement>(NEAR_VIEWPORT, !watched)
  // Going live waits for React's first try (holdLive); a gate tried already holds nothing.
  useEffect(() => gate?.holdLiveUntilTried(), [gate])
  // Coming near re-renders the part, which alone would have React hydrate it; the open gate also
  // lets go of the promise React waits on.
  useEffect(() => {
    if (isNear) watched?.open()
  }, [isNear, watched])

  // The boundary is there on the server too, so the HTML holds its markers; it never shows its
  // fallback: only the hydrating render waits.
  return (
    <Tag ref={ref} className={className}>
      <Suspense fallback={null}>{gate ? <Held gate={gate}>{children}</Held> : children}</Suspense>
    </Tag>
  )
}
