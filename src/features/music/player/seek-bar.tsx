import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatDuration, wholeSeconds } from '@/lib/format'
import { usePlayerActions, usePlayerProgress, usePlayerState } from './player-context'
import { Waveform } from './waveform'

/** Elapsed time, the track's waveform as the seek slider (./waveform.tsx) and the total time. */
export function SeekBar({ className }: { className?: string }) {
  const { t } = useTranslation('music')
  const { track } = usePlayerState()
  const { currentTime, duration } = usePlayerProgress()
  const { seek } = usePlayerActions()
  // The card's rounding (wholeSeconds), so the same track never reads 1:07 there and 1:06 here.
  const total = wholeSeconds(duration)
  const elapsed = formatDuration(Math.min(wholeSeconds(currentTime), total))
  const length = formatDuration(total)

  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <span aria-hidden="true" className="w-10 shrink-0 text-right text-xs text-muted tabular-nums">
        {elapsed}
      </span>
      <Waveform
        peaks={track?.peaks}
        duration={total}
        currentTime={Math.min(currentTime, total)}
        onSeek={seek}
        label={t('player.seek')}
        valueText={t('player.position', { elapsed, total: length })}
        className="h-7 min-w-0 flex-1"
      />
      <span aria-hidden="true" className="w-10 shrink-0 text-xs text-muted tabular-nums">
        {length}
      </span>
    </div>
  )
}
