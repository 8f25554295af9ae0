import type { ReactNode } from 'react'
import Masonry from 'react-masonry-css'

/** Columns by window width: react-masonry-css keys are max-widths (Tailwind's sm and lg). */
const COLUMNS = { default: 3, 1023: 2, 639: 1 }

/** Cards of uneven height packed into columns (spec §2: the talent lists are masonry grids). */
export function TalentMasonry({ children }: { children: ReactNode }) {
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
