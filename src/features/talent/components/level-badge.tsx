import { cn } from '@/lib/cn'
import { useTalentLabels } from '@/lib/talent-labels'

/** One colour per level; any other stored level gets the beginner style (docs/product.md §3). */
const LEVEL_STYLES: Record<string, string> = {
  Junior: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  'Mid-level': 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200',
  Senior: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  Legendary: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
}
const BEGINNER_STYLE = 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'

export function levelStyle(level: string): string {
  return LEVEL_STYLES[level] ?? BEGINNER_STYLE
}

export function LevelBadge({
  level,
  size = 'sm',
  className,
}: {
  level: string
  size?: 'sm' | 'md'
  className?: string
}) {
  const label = useTalentLabels()
  if (!level) return null
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full font-semibold',
        size === 'md' ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs',
        levelStyle(level),
        className,
      )}
    >
      {label('levels', level)}
    </span>
  )
}
