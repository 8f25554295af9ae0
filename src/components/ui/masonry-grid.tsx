import { Children, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react'
import Masonry from 'react-masonry-css'
import { isHydrating, useHydrated } from '@/hooks/use-hydrated'
import { HydrateWhenNear } from './hydrate-when-near'

/** Columns by window width: react-masonry-css keys are max-widths (Tailwind's sm and lg). */
const COLUMNS = { default: 3, 1023: 2, 639: 1 }

/** Where the masonry has more than one column (Tailwind's sm, the first key above plus one). */
const SEVERAL_COLUMNS = '(min-width: 640px)'

/**
 * Whether the window is wide enough for more than one column: never while the page hydrates
 * (the server knows no window), then as the window says, following it when it is resized.
 */
function useSeveralColumns(): boolean {
  const isLive = useHydrated()
  const [isWide, setWide] = useState(
    () =>
      typeof window !== 'undefined' && !isHydrating() && window.matchMedia(SEVERAL_COLUMNS).matches,
  )
  useEffect(() => {
    if (!isLive) return
    const query = window.matchMedia(SEVERAL_COLUMNS)
    const update = () => startTransition(() => setWide(query.matches))
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [isLive])
  return isLive && isWide
}

/**
 * Cards of uneven height packed into columns (docs/product.md §3: the talent lists and gallery are
 * masonry grids).
 *
 * react-masonry-css counts its columns from the window, which the server (src/entry-server.tsx)
 * does not have: there, and in the browser's hydrating render, the cards go into a CSS grid with
 * the same columns at the same widths. Its first row is the masonry's first row (the masonry
 * deals the cards out in turn), so the first screen does not move when the masonry takes over.
 *
 * In one column (a phone) the masonry is the grid: the same cards, one under the other. There the
 * grid stays, so going live does not build every card of the list again in new columns (on a
 * phone's CPU, a render of the whole list after hydration:
 * docs/decisions/037-one-column-stays-a-grid.md).
 */
export function MasonryGrid({ children }: { children: ReactNode }) {
  // Each card is hydrated as it comes near the screen (docs/decisions/043-cards-hydrate-when-near.md).
  // The same elements when only the grid re-renders (going live): an update would reach every
  // card's boundary, and React would hydrate each one to apply it.
  const cards = useMemo(
    () => Children.map(children, (card) => <HydrateWhenNear>{card}</HydrateWhenNear>),
    [children],
  )
  if (!useSeveralColumns())
    return <div className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3">{cards}</div>
  return (
    <Masonry
      breakpointCols={COLUMNS}
      className="-ml-6 flex w-auto"
      columnClassName="flex flex-col gap-6 bg-clip-padding pl-6"
    >
      {cards}
    </Masonry>
  )
}
