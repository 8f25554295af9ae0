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

/** `count` skeletons (the spec fixes how many per list), announced once as loading. */
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
