import type { ReactNode } from 'react'
import Masonry from 'react-masonry-css'
import { useHydrated } from '@/hooks/use-hydrated'

/** Columns by window width: react-masonry-css keys are max-widths (Tailwind's sm and lg). */
const COLUMNS = { default: 3, 1023: 2, 639: 1 }

/**
 * Cards of uneven height packed into columns (docs/product.md §3: the talent lists and gallery are
 * masonry grids).
 *
 * react-masonry-css counts its columns from the window, which the server (src/entry-server.tsx)
 * does not have: there, and in the browser's hydrating render, the cards go into a CSS grid with
 * the same columns at the same widths. Its first row is the masonry's first row (the masonry
 * deals the cards out in turn), so the first screen does not move when the masonry takes over.
 */
export function MasonryGrid({ children }: { children: ReactNode }) {
  if (!useHydrated())
    return <div className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
  return (
    <Masonry
      breakpointCols={COLUMNS}
      className="-ml-6 flex w-auto"
      columnClassName="flex flex-col gap-6 bg-clip-padding pl-6"
    >
      {children}
    </Masonry>
  )
}
