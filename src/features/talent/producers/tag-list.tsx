import { cn } from '@/lib/cn'

/** Genres or skills as chips. */
export function TagList({ items, accent = false }: { items: string[]; accent?: boolean }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            'rounded-full px-3 py-1 text-sm font-medium',
            accent
              ? 'bg-accent-soft text-brand-800 dark:text-brand-200'
              : 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100',
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  )
}
