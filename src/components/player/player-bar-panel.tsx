import { useTranslation } from 'react-i18next'
import { Music, Pause, Play, X } from 'lucide-react'
import { ImagePlaceholder, MediaImage } from '@/components/ui/media-image'
import { cn } from '@/lib/cn'
import { PLAYER_BAR_HEIGHT } from './player-bar'
import { usePlayerActions, usePlayerState } from './player-context'
import { SeekBar } from './seek-bar'
import { VolumeControl } from './volume-control'

const iconButton =
  'inline-flex shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-60'

/** The bar's content: cover, title and artist, play/pause, seek bar with times, volume, close. */
export default function PlayerBarPanel() {
  const { t } = useTranslation('music')
  const { track, isPlaying, hasError } = usePlayerState()
  const actions = usePlayerActions()
  if (!track) return null

  return (
    <section
      aria-label={t('player.label')}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface-raised/95 shadow-[0_-8px_24px_rgb(0_0_0/0.08)] backdrop-blur',
        PLAYER_BAR_HEIGHT,
      )}
    >
      <div className="mx-auto grid h-full max-w-7xl grid-cols-[auto_minmax(0,1fr)_auto_auto] content-center items-center gap-x-3 gap-y-2 px-4 sm:grid-cols-[auto_minmax(0,16rem)_auto_minmax(0,1fr)_auto_auto] sm:gap-x-4 sm:px-6">
        <MediaImage
          src={track.coverImageUrl}
          alt=""
          width={48}
          height={48}
          sizes="48px"
          className="size-12 rounded-lg object-cover"
          fallback={
            <ImagePlaceholder
              label=""
              className="size-12 rounded-lg"
              icon={<Music aria-hidden="true" className="size-5" />}
            />
          }
        />
        <div className="min-w-0">
          <p className="truncate font-semibold">{track.title}</p>
          {hasError ? (
            <p role="alert" className="truncate text-sm font-medium text-danger">
              {t('player.error')}
            </p>
          ) : (
            <p className="truncate text-sm text-muted">{track.artist}</p>
          )}
        </div>
        <button
          type="button"
          onClick={isPlaying ? actions.pause : actions.play}
          aria-label={isPlaying ? t('player.pause') : t('player.play')}
          className={cn(iconButton, 'size-11 bg-accent-strong text-white hover:bg-brand-800')}
        >
          {isPlaying ? (
            <Pause aria-hidden="true" className="size-5" fill="currentColor" />
          ) : (
            <Play aria-hidden="true" className="size-5 translate-x-px" fill="currentColor" />
          )}
        </button>
        <SeekBar className="order-last col-span-full sm:order-none sm:col-span-1" />
        <VolumeControl className="hidden sm:flex" />
        <button
          type="button"
          onClick={actions.stop}
          aria-label={t('player.close')}
          className={cn(
            iconButton,
            'size-9 text-muted hover:bg-neutral-100 hover:text-fg dark:hover:bg-neutral-800',
          )}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  )
}
