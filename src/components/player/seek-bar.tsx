import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatDuration, wholeSeconds } from '@/lib/format'
import { usePlayerActions, usePlayerProgress } from './player-context'

/**
 * Elapsed time, a native range input (pointer, touch and keyboard: arrows step a second, Page
 * Up/Down a tenth, Home/End the ends) and the total time.
 */
export function SeekBar({ className }: { className?: string }) {
  const { t } = useTranslation('music')
  const { currentTime, duration } = usePlayerProgress()
  const { seek } = usePlayerActions()
  // The card's rounding (wholeSeconds), so the same track never reads 1:07 there and 1:06 here.
  const total = wholeSeconds(duration)
  const position = Math.min(wholeSeconds(currentTime), total)
  const elapsed = formatDuration(position)
  const length = formatDuration(total)

  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <span aria-hidden="true" className="w-10 shrink-0 text-right text-xs text-muted tabular-nums">
        {elapsed}
      </span>
      <input
        type="range"
        min={0}
        max={total}
        step={1}
        value={position}
        onChange={(event) => seek(Number(event.currentTarget.value))}
        aria-label={t('player.seek')}
        aria-valuetext={t('player.position', { elapsed, total: length })}
        className="h-6 min-w-0 flex-1 cursor-pointer accent-accent-strong"
      />
      <span aria-hidden="true" className="w-10 shrink-0 text-xs text-muted tabular-nums">
        {length}
      </span>
    </div>
  )
}
