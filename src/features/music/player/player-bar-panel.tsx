import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Music,
  Pause,
  Play,
  Repeat,
  Repeat1,
  Shuffle,
  SkipBack,
  SkipForward,
  X,
} from 'lucide-react'
import { Thumbnail } from '@/components/ui/media-image'
import { cn } from '@/lib/cn'
import { PLAYER_BAR_HEIGHT } from './player-layout'
import { usePlayerActions, usePlayerState } from './player-context'
import { SeekBar } from './seek-bar'
import { VolumeControl } from './volume-control'

const iconButton =
  'inline-flex shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-40'
const quietButton = cn(
  iconButton,
  'size-9 text-muted enabled:hover:bg-neutral-100 enabled:hover:text-fg dark:enabled:hover:bg-neutral-800',
)
/** Shuffle and repeat while on: the accent, and a dot under the icon (not colour alone). */
const switchedOn =
  'text-accent after:absolute after:bottom-0.5 after:size-1 after:rounded-full after:bg-current'

/**
 * The bar's content: cover, title and artist, shuffle, previous, play/pause, next, repeat, the
 * waveform seek bar with times, volume, close. Phones: a grid of two rows (the transport beside
 * the title, shuffle and repeat either side of the seek bar); from `sm` one row.
 */
export default function PlayerBarPanel() {
  const { t } = useTranslation('music')
  const { track, isPlaying, hasError, hasNext, shuffle, repeat } = usePlayerState()
  const actions = usePlayerActions()
  if (!track) return null
  const RepeatIcon = repeat === 'one' ? Repeat1 : Repeat

  return (
    <section
      aria-label={t('player.label')}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface-raised/95 shadow-[0_-8px_24px_rgb(0_0_0/0.08)] backdrop-blur',
        PLAYER_BAR_HEIGHT,
      )}
    >
      <div className="mx-auto grid h-full max-w-7xl grid-cols-[auto_minmax(0,1fr)_auto_auto_auto_auto] content-center items-center gap-x-2 gap-y-1 px-4 sm:flex sm:gap-x-3 sm:px-6">
        <Thumbnail
          src={track.coverImageUrl}
          size={48}
          className="col-start-1 row-start-1 size-12 shrink-0 rounded-lg"
          icon={<Music aria-hidden="true" className="size-5" />}
        />
        <div className="col-start-2 row-start-1 min-w-0 sm:w-52 sm:shrink-0">
          <p className="truncate font-semibold">{track.title}</p>
          {hasError ? (
            <p role="alert" className="truncate text-sm font-medium text-danger">
              {t('player.error')}
            </p>
          ) : (
            <p className="truncate text-sm text-muted">{track.artist}</p>
          )}
        </div>
        <BarButton
          label={t('player.shuffle')}
          onClick={actions.toggleShuffle}
          aria-pressed={shuffle}
          className={cn(
            'relative col-start-1 row-start-2 justify-self-center',
            shuffle && switchedOn,
          )}
        >
          <Shuffle aria-hidden="true" className="size-4" />
        </BarButton>
        <BarButton
          label={t('player.previous')}
          onClick={actions.previous}
          className="col-start-3 row-start-1"
        >
          <SkipBack aria-hidden="true" className="size-5" fill="currentColor" />
        </BarButton>
        <button
          type="button"
          onClick={isPlaying ? actions.pause : actions.play}
          aria-label={isPlaying ? t('player.pause') : t('player.play')}
          className={cn(
            iconButton,
            'col-start-4 row-start-1 size-11 bg-accent-strong text-white hover:bg-brand-800',
          )}
        >
          {isPlaying ? (
            <Pause aria-hidden="true" className="size-5" fill="currentColor" />
          ) : (
            <Play aria-hidden="true" className="size-5 translate-x-px" fill="currentColor" />
          )}
        </button>
        <BarButton
          label={t('player.next')}
          onClick={actions.next}
          disabled={!hasNext}
          className="col-start-5 row-start-1"
        >
          <SkipForward aria-hidden="true" className="size-5" fill="currentColor" />
        </BarButton>
        <BarButton
          label={t(`player.repeat.${repeat}`)}
          onClick={actions.cycleRepeat}
          className={cn(
            'relative col-start-6 row-start-2 justify-self-center',
            repeat !== 'off' && switchedOn,
          )}
        >
          <RepeatIcon aria-hidden="true" className="size-4" />
        </BarButton>
        <SeekBar className="col-span-4 col-start-2 row-start-2 sm:min-w-0 sm:flex-1" />
        <VolumeControl className="hidden sm:flex" />
        <BarButton
          label={t('player.close')}
          onClick={actions.stop}
          className="col-start-6 row-start-1"
        >
          <X aria-hidden="true" className="size-5" />
        </BarButton>
      </div>
    </section>
  )
}

/** A quiet round button of the bar: an icon, named by `label`. */
function BarButton({
  label,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'aria-label' | 'type'> & { label: string }) {
  return (
    <button type="button" aria-label={label} className={cn(quietButton, className)} {...props} />
  )
}
