import { formatDuration, wholeSeconds } from '@/lib/format'
import { seekTarget } from '@/lib/seek-keys'
import { peaksPath } from '@/lib/waveform-path'
import { h, svg } from './dom'

/** One layer of the drawing: the bars, or the plain bar when the track has no peaks. */
function shape(peaks: readonly number[]) {
  if (peaks.length === 0) return h('span', { class: 'ep-bar' })
  return svg(
    'svg',
    { viewBox: `0 0 ${peaks.length * 2} 100`, preserveAspectRatio: 'none', 'aria-hidden': 'true' },
    svg('path', { d: peaksPath(peaks), stroke: 'currentColor', 'stroke-width': 1.4 }),
  )
}

export interface WaveformOptions {
  peaks: readonly number[]
  /** The slider's name. */
  label: string
  /** What a screen reader says of the position ("0:12 of 1:07"). */
  valueText: (currentTime: number, duration: number) => string
  onSeek: (seconds: number) => void
}

export interface Waveform {
  element: HTMLElement
  /** Draws the played part and updates the slider's values. */
  update: (currentTime: number, duration: number) => void
}

/**
 * The seek bar drawn as the track's waveform (a plain bar when it has none): the played part in
 * the accent colour, the time under the pointer above it, a click seeks there. A slider for the
 * keyboard: arrows move 5 s, Page Up/Down a tenth, Home/End the ends.
 */
export function createWaveform({ peaks, label, valueText, onSeek }: WaveformOptions): Waveform {
  let currentTime = 0
  let duration = 0

  const played = h('span', { class: 'ep-layer ep-played' }, shape(peaks))
  const line = h('span', { class: 'ep-hover-line', hidden: true })
  const tip = h('span', { class: 'ep-tip', 'aria-hidden': 'true', hidden: true })
  const element = h(
    'div',
    {
      class: 'ep-wave',
      role: 'slider',
      tabindex: 0,
      'aria-label': label,
      'aria-valuemin': 0,
      'aria-orientation': 'horizontal',
    },
    h('span', { class: 'ep-layer' }, shape(peaks)),
    played,
    line,
    tip,
  )

  const fractionAt = (event: MouseEvent) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 ? Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) : 0
  }
  const seek = (seconds: number) => onSeek(Math.min(duration, Math.max(0, seconds)))

  element.addEventListener('click', (event) => seek(fractionAt(event) * duration))
  element.addEventListener('mousemove', (event) => {
    const fraction = fractionAt(event)
    line.hidden = false
    tip.hidden = false
    line.style.left = `${fraction * 100}%`
    // Kept inside the bar at its ends, so the frame's edge never cuts the time off.
    tip.style.left = `clamp(1.25rem, ${fraction * 100}%, calc(100% - 1.25rem))`
    tip.textContent = formatDuration(fraction * duration)
  })
  element.addEventListener('mouseleave', () => {
    line.hidden = true
    tip.hidden = true
  })
  element.addEventListener('keydown', (event) => {
    const target = seekTarget(event.key, currentTime, duration)
    if (target === undefined) return
    event.preventDefault()
    seek(target)
  })

  const update = (time: number, length: number) => {
    currentTime = Math.max(0, time)
    duration = Math.max(0, length)
    const fraction = duration > 0 ? Math.min(1, currentTime / duration) : 0
    played.style.clipPath = `inset(0 ${(1 - fraction) * 100}% 0 0)`
    element.setAttribute('aria-valuemax', String(wholeSeconds(duration)))
    element.setAttribute(
      'aria-valuenow',
      String(Math.min(wholeSeconds(duration), wholeSeconds(currentTime))),
    )
    element.setAttribute('aria-valuetext', valueText(currentTime, duration))
  }

  return { element, update }
}
