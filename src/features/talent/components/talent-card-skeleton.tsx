import { CardSkeleton } from '@/components/ui/skeleton'

/** The shape of a talent card while its data loads. */
export function TalentCardSkeleton({ className }: { className?: string }) {
  return (
    <CardSkeleton
      className={className}
      media="aspect-square w-full sm:aspect-[4/5]"
      lines={['h-5 w-2/3', 'h-4 w-1/3', 'h-4 w-full', 'h-4 w-5/6']}
      bodyClassName="space-y-3 p-5"
    />
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
