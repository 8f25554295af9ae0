/**
 * A track's peaks (loudness 0-255) as one SVG path, for the site's waveform and the embeddable
 * player's: each bar a vertical stroke centred in its cell of a `peaks.length * 2` by 100 view
 * box, meant to be drawn with stroke-width 1.4 ("M3 47v6"). At least 6 % high, so silence
 * still shows a dot; even, so the top is a whole number too.
 *
 * Whole units rather than filled fractional rectangles: a list page server-renders a path per
 * card, and small whole numbers make that HTML several times smaller and compress far better
 * (docs/decisions/026). 50 heights are more than a 40-pixel bar can show.
 */
export function peaksPath(peaks: readonly number[]): string {
  return peaks
    .map((peak, index) => {
      const height = 2 * Math.round(Math.max(6, (peak / 255) * 100) / 2)
      return `M${index * 2 + 1} ${(100 - height) / 2}v${height}`
    })
    .join('')
}
