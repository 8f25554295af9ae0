import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/cn'

/** The header menus' panel (talent, language): under its button, above the page. */
export const menuPanelClass =
  'absolute z-50 mt-2 w-48 rounded-lg border border-line bg-surface-raised p-1 shadow-lg'

/** The chevron of a menu button, turned up while the menu is open. */
export function MenuChevron({ open }: { open: boolean }) {
  return (
    <ChevronDown
      aria-hidden="true"
      className={cn('size-4 transition-transform', open && 'rotate-180')}
    />
  )
}
