import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'

/** The shape of a talent card while its data loads. */
export function TalentCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('overflow-hidden rounded-2xl border border-line bg-surface-raised', className)}
    >
      <Skeleton className="aspect-square w-full rounded-none sm:aspect-[4/5]" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  )
}

/** `count` card skeletons in the grid the cards will fill, announced once as loading. */
export function TalentGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <TalentCardSkeleton key={index} />
      ))}
    </div>
  )
}
