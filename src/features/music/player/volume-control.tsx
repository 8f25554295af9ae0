import { useTranslation } from 'react-i18next'
import { Volume1, Volume2, VolumeX } from 'lucide-react'
import { cn } from '@/lib/cn'
import { usePlayerActions, usePlayerState } from './player-context'

/** Mute button and volume slider. Phones hide it: their own buttons set the volume. */
export function VolumeControl({ className }: { className?: string }) {
  const { t } = useTranslation('music')
  const { volume, isMuted } = usePlayerState()
  const { setVolume, toggleMute } = usePlayerActions()
  const level = isMuted ? 0 : Math.round(volume * 100)
  const Icon = level === 0 ? VolumeX : level < 50 ? Volume1 : Volume2

  return (
    <div className={cn('items-center gap-2', className)}>
      <button
        type="button"
        onClick={toggleMute}
        aria-label={isMuted ? t('player.unmute') : t('player.mute')}
        className="inline-flex size-9 items-center justify-center rounded-full text-muted transition-colors hover:bg-neutral-100 hover:text-fg dark:hover:bg-neutral-800"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={level}
        onChange={(event) => setVolume(Number(event.currentTarget.value) / 100)}
        aria-label={t('player.volume')}
        aria-valuetext={t('player.volumeValue', { value: level })}
        className="h-6 w-24 cursor-pointer accent-accent-strong"
      />
    </div>
  )
}
