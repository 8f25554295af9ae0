import { useTranslation } from 'react-i18next'
import { Play } from 'lucide-react'
import type { MusicTrack } from '@contract/music'
import { usePlayerActions } from '../player/player-context'
import type { MoreTracks } from '../player/queue'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** 'Play all': the list as shown, from its top, through the app's one player and its queue. */
interface PlayAllButtonProps {
  tracks: readonly MusicTrack[]
  /** The list's next pages, which the queue reads when it reaches the end of `tracks`. */
  more?: MoreTracks | undefined
  className?: string
}

export function PlayAllButton({ tracks, more, className }: PlayAllButtonProps) {
  const { t } = useTranslation('music')
  const { playAll } = usePlayerActions()
  return (
    <Button
      onClick={() => playAll(tracks, more)}
      disabled={tracks.length === 0}
      className={cn('shrink-0', className)}
    >
      <Play aria-hidden="true" className="size-4" fill="currentColor" />
      {t('list.playAll')}
    </Button>
  )
}
