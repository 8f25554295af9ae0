import { memo, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { cn } from '@/lib/cn'
import { formatDuration, wholeSeconds } from '@/lib/format'
import { seekTarget } from '@/lib/seek-keys'
import { peaksPath } from '@/lib/waveform-path'

interface WaveformProps {
  /** Loudness values 0-255; missing or empty draws the plain bar. */
  peaks?: readonly number[]
  /** Whole seconds, as the times beside it read. */
  duration: number
  currentTime: number
  onSeek: (seconds: number) => void
  /** The slider's name. Without one the waveform is a picture: a click still seeks. */
  label?: string
  valueText?: string
  className?: string
}

/**
 * The bars (src/lib/waveform-path.ts), drawn once per track: a memo whose props do not change
 * while the track plays, so progress re-renders nothing but the played part's clip.
 */
const Shape = memo(function Shape({ peaks }: { peaks: readonly number[] }) {
  const path = useMemo(() => peaksPath(peaks), [peaks])
  if (peaks.length === 0) {
    return (
      <span className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-current" />
    )
  }
  return (
    <svg
      viewBox={`0 0 ${peaks.length * 2} 100`}
      preserveAspectRatio="none"
      className="absolute inset-0 size-full"
    >
      <path d={path} stroke="currentColor" strokeWidth={1.4} />
    </svg>
  )
})

const NO_PEAKS: readonly number[] = []

/**
 * The seek bar drawn as the track's waveform (a plain bar when it has none): the played part in
 * the accent colour, the time under the pointer in a tooltip, a click seeks there. With a label
 * it is a slider for the keyboard too: arrows move 5 s, Page Up/Down a tenth, Home/End the ends.
 */
export function Waveform({
  peaks = NO_PEAKS,
  duration,
  currentTime,
  onSeek,
  label,
  valueText,
  className,
}: WaveformProps) {
  const [hover, setHover] = useState<number | null>(null)
  const played = duration > 0 ? Math.min(1, Math.max(0, currentTime / duration)) : 0

  const fractionAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return box.width > 0 ? Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) : 0
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = seekTarget(event.key, currentTime, duration)
    if (target === undefined) return
    event.preventDefault()
    onSeek(target)
  }

  const slider = label
    ? {
        role: 'slider',
        tabIndex: 0,
        'aria-label': label,
        'aria-valuemin': 0,
        'aria-valuemax': duration,
        'aria-valuenow': Math.min(duration, wholeSeconds(currentTime)),
        'aria-valuetext': valueText,
        'aria-orientation': 'horizontal' as const,
        onKeyDown,
      }
    : { 'aria-hidden': true }

  return (
    // The keyboard's way in is the slider's own keys (role="slider" above); a click is the
    // pointer's shortcut to the same seek.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      {...slider}
      onClick={(event) => onSeek(fractionAt(event) * duration)}
      onMouseMove={(event) => setHover(fractionAt(event))}
      onMouseLeave={() => setHover(null)}
      className={cn(
        'group relative cursor-pointer touch-manipulation rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      )}
    >
      <span className="absolute inset-0 text-neutral-300 dark:text-neutral-600">
        <Shape peaks={peaks} />
      </span>
      {/* Only once something is played: a list page (and its HTML) carries one copy per card. */}
      {played > 0 ? (
        <span
          className="absolute inset-0 text-accent transition-[clip-path] duration-300 ease-linear motion-reduce:transition-none"
          style={{ clipPath: `inset(0 ${(1 - played) * 100}% 0 0)` }}
        >
          <Shape peaks={peaks} />
        </span>
      ) : null}
      {hover === null ? null : (
        <>
          <span
            className="pointer-events-none absolute inset-y-0 w-px bg-fg/50"
            style={{ left: `${hover * 100}%` }}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute bottom-full mb-1 -translate-x-1/2 rounded bg-neutral-900 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-white tabular-nums shadow dark:bg-neutral-100 dark:text-neutral-900"
            // Kept inside the bar at its ends, so a phone's edge never cuts the time off.
            style={{ left: `clamp(1.25rem, ${hover * 100}%, calc(100% - 1.25rem))` }}
          >
            {formatDuration(hover * duration)}
          </span>
        </>
      )}
    </div>
  )
}
