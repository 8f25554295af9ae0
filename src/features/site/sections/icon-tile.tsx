import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * The icon at the top of a site card (a program, a value, an achievement): a 48 px tile, the icon
 * centred in it. Decorative, the card's heading says what it is; its shape and colours are the
 * card's own.
 */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <span className={cn('flex size-12 items-center justify-center', className)}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  )
}
