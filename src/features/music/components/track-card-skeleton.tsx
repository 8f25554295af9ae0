import { CardSkeleton } from '@/components/ui/skeleton'

/** The shape of a track card while a list of tracks loads (/musics, home). */
export function TrackCardSkeleton() {
  return (
    <CardSkeleton media="aspect-square w-full" lines={['h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/3']} />
  )
}
