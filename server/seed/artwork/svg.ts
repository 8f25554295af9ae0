import type { Random } from '../random'
import type { Palette } from './palettes'

/** Shared SVG pieces: a gradient background, soft light spots, a band of kitenge-like zigzags. */
export function background(width: number, height: number, palette: Palette, angle: number): string {
  const x2 = Math.round(50 + 50 * Math.cos(angle))
  const y2 = Math.round(50 + 50 * Math.sin(angle))
  return `<defs>
  <linearGradient id="bg" x1="${100 - x2}%" y1="${100 - y2}%" x2="${x2}%" y2="${y2}%">
    <stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>
  </linearGradient>
  <radialGradient id="spot"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
  <radialGradient id="spot2"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.5"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.75"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>`
}

export function lightSpots(random: Random, width: number, height: number, count: number): string {
  return Array.from({ length: count }, () => {
    const radius = random.int(Math.round(width * 0.05), Math.round(width * 0.3))
    const fill = random.chance(0.5) ? 'url(#spot)' : 'url(#spot2)'
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${radius}" fill="${fill}"/>`
  }).join('')
}

export function zigzagBand(
  width: number,
  y: number,
  size: number,
  color: string,
  opacity: number,
): string {
  const points: string[] = []
  for (let x = 0, up = true; x <= width + size; x += size, up = !up)
    points.push(`${x},${up ? y : y + size}`)
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${color}" stroke-width="${Math.max(2, size / 5)}" stroke-opacity="${opacity}"/>`
}

export function wave(
  width: number,
  y: number,
  amplitude: number,
  wavelength: number,
  phase: number,
): string {
  const points: string[] = []
  for (let x = 0; x <= width; x += 8) {
    points.push(
      `${x},${(y + amplitude * Math.sin((x / wavelength) * 2 * Math.PI + phase)).toFixed(1)}`,
    )
  }
  return points.join(' ')
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
