import { cn } from '@/lib/cn'

/** A grey placeholder block; give it the size of what it stands for. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-lg bg-neutral-200 motion-reduce:animate-none dark:bg-neutral-800',
        className,
      )}
    />
  )
}

/**
 * A card's shape while it loads: its picture (`media`: aspect and width classes), then a line of
 * text for each entry of `lines` (its height and width classes).
 */
export function CardSkeleton({
  media,
  lines,
  className,
  bodyClassName = 'flex flex-col gap-3 p-4',
}: {
  media: string
  lines: string[]
  className?: string
  bodyClassName?: string
}) {
  return (
    <div
      aria-hidden="true"
      className={cn('overflow-hidden rounded-2xl border border-line bg-surface-raised', className)}
    >
      <Skeleton className={cn(media, 'rounded-none')} />
      <div className={bodyClassName}>
        {lines.map((line, index) => (
          <Skeleton key={index} className={line} />
        ))}
      </div>
    </div>
  )
}

/** `count` skeletons (docs/product.md §3 fixes how many per list), announced once as loading. */
export function SkeletonList({
  count,
  label,
  className,
  itemClassName,
}: {
  count: number
  label: string
  className?: string
  itemClassName?: string
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  )
}
