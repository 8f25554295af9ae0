import { useTranslation } from 'react-i18next'
import { ExternalLink, LogIn, Music2, SkipForward } from 'lucide-react'
import { YoutubeIcon } from '@/components/icons/social-icons'
import type { MusicTrack } from '@contract/music'
import { Button, buttonClasses } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { spotifyUrl, youtubeUrl } from './links'

interface ListenLimitDialogProps {
  track: MusicTrack
  /** Escape and the links out: the dialog closes, the track stays paused. */
  onClose: () => void
  /** 'Keep listening here': the dialog closes and the track resumes. */
  onKeepListening: () => void
  /** 'Next track', when the queue has one: the dialog closes and that track starts. */
  onNextTrack?: () => void
}

/**
 * Opens when the 30-second listening limit pauses the track (docs/product.md §4): go on at a video
 * platform, on an audio platform, or stay here (which resumes the track); the queue's next
 * track, when there is one; a guest may sign in to have their plays counted. Focus goes to
 * 'Keep listening here', the choice that does not leave the site.
 */
export default function ListenLimitDialog({
  track,
  onClose,
  onKeepListening,
  onNextTrack,
}: ListenLimitDialogProps) {
  const { t } = useTranslation('music')
  const { user } = useAuth()
  const external = (label: string) => (
    <>
      {label}
      <span className="sr-only"> ({t('player.limit.newTab')})</span>
      <ExternalLink aria-hidden="true" className="size-4 opacity-80" />
    </>
  )

  return (
    <Dialog
      isOpen
      onClose={onClose}
      size="sm"
      title={t('player.limit.title')}
      description={t('player.limit.description', { title: track.title, artist: track.artist })}
    >
      <div className="flex flex-col gap-3">
        <a
          href={youtubeUrl(track)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          <YoutubeIcon className="size-5" />
          {external(t('player.limit.youtube'))}
        </a>
        <a
          href={spotifyUrl(track)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          className={buttonClasses('secondary', 'lg', 'w-full')}
        >
          <Music2 aria-hidden="true" className="size-5" />
          {external(t('player.limit.spotify'))}
        </a>
        <Button
          variant="ghost"
          size="lg"
          className="w-full"
          onClick={onKeepListening}
          data-autofocus
        >
          {t('player.limit.keepListening')}
        </Button>
        {onNextTrack ? (
          <Button variant="ghost" size="lg" className="w-full" onClick={onNextTrack}>
            <SkipForward aria-hidden="true" className="size-5" />
            {t('player.limit.nextTrack')}
          </Button>
        ) : null}
        {user ? null : (
          // A plain link: the dialog lives with the player, above the router. The track is
          // paused, so loading the sign-in page afresh loses nothing.
          <a href={paths.login} className={buttonClasses('ghost', 'lg', 'w-full')}>
            <LogIn aria-hidden="true" className="size-5" />
            {t('player.limit.signIn')}
          </a>
        )}
      </div>
    </Dialog>
  )
}
