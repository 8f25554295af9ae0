/** How far an arrow key moves a seek bar (the site's waveform and the embeddable player's). */
export const ARROW_STEP_SECONDS = 5

/**
 * Where a seek bar's key takes the playhead, in seconds within [0, duration]: arrows 5 s, Page
 * Up/Down a tenth of the track (at least 5 s), Home/End the ends; undefined for any other key.
 * Plain code: the embeddable player (no React) uses it too.
 */
export function seekTarget(key: string, currentTime: number, duration: number): number | undefined {
  const page = Math.max(ARROW_STEP_SECONDS, duration / 10)
  const targets: Record<string, number> = {
    ArrowRight: currentTime + ARROW_STEP_SECONDS,
    ArrowUp: currentTime + ARROW_STEP_SECONDS,
    ArrowLeft: currentTime - ARROW_STEP_SECONDS,
    ArrowDown: currentTime - ARROW_STEP_SECONDS,
    PageUp: currentTime + page,
    PageDown: currentTime - page,
    Home: 0,
    End: duration,
  }
  const target = targets[key]
  return target === undefined ? undefined : Math.min(duration, Math.max(0, target))
}
