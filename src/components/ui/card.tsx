import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A raised card around a block that stands on its own: a form, the contact details. */
export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8',
        className,
      )}
    >
      {children}
    </div>
  )
}
