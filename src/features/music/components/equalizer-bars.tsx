import { cn } from '@/lib/cn'

const BARS = [
  'h-2 [animation-delay:-0.6s]',
  'h-3 [animation-delay:-0.3s]',
  'h-1.5 [animation-delay:0s]',
]

/** Three bouncing bars while a track plays; still when paused or when motion is reduced. */
export function EqualizerBars({ isActive }: { isActive: boolean }) {
  return (
    <span aria-hidden="true" className="inline-flex h-3 items-end gap-0.5">
      {BARS.map((bar) => (
        <span
          key={bar}
          className={cn(
            'w-0.5 rounded-full bg-current',
            bar,
            isActive && 'animate-bounce motion-reduce:animate-none',
          )}
        />
      ))}
    </span>
  )
}
