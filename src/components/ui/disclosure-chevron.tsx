import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/cn'

/** The chevron of a button that opens a panel (a menu, a group), turned up while it is open. */
export function DisclosureChevron({ open, className }: { open: boolean; className?: string }) {
  return (
    <ChevronDown
      aria-hidden="true"
      className={cn('size-4 transition-transform', open && 'rotate-180', className)}
    />
  )
}
