import { createRandom } from '../random'
import { escapeXml, initialsOf, paletteAt } from './palettes'
import { background, lightSpots, svgDocument, zigzagBand } from './svg'

/**
 * A stylised portrait: the person's initials large behind a lit silhouette on a gradient.
 * Fictional people get fictional faces: abstract, never a photo.
 */
export function portraitSvg(name: string, index: number, width = 800, height = 1000): string {
  const random = createRandom(7000 + index)
  const palette = paletteAt(index)
  const centre = width / 2 + random.int(-60, 60)
  const headY = height * 0.4
  const head = width * 0.17
  const shoulders = `M ${centre - width * 0.42} ${height} C ${centre - width * 0.4} ${height * 0.68}, ${centre - width * 0.2} ${height * 0.6}, ${centre} ${height * 0.6} C ${centre + width * 0.2} ${height * 0.6}, ${centre + width * 0.4} ${height * 0.68}, ${centre + width * 0.42} ${height} Z`
  const body = [
    background(width, height, palette, random.next() * Math.PI * 2),
    lightSpots(random, width, height, 7),
    `<text x="${width / 2}" y="${height * 0.56}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${width * 0.55}" fill="${palette.glow}" fill-opacity="0.16">${escapeXml(initialsOf(name))}</text>`,
    `<circle cx="${centre}" cy="${headY}" r="${head * 1.9}" fill="url(#spot)"/>`,
    `<path d="${shoulders}" fill="${palette.ink}"/>`,
    `<rect x="${centre - head * 0.45}" y="${headY + head * 0.7}" width="${head * 0.9}" height="${height * 0.12}" fill="${palette.ink}"/>`,
    `<circle cx="${centre}" cy="${headY}" r="${head}" fill="${palette.ink}"/>`,
    `<path d="${shoulders}" fill="none" stroke="${palette.accent}" stroke-width="4" stroke-opacity="0.8"/>`,
    `<circle cx="${centre}" cy="${headY}" r="${head}" fill="none" stroke="${palette.accent}" stroke-width="4" stroke-opacity="0.8"/>`,
    `<rect y="${height * 0.8}" width="${width}" height="${height * 0.2}" fill="url(#shade)"/>`,
    zigzagBand(width, height * 0.9, 26, palette.accent, 0.7),
    zigzagBand(width, height * 0.94, 26, palette.glow, 0.45),
  ]
  return svgDocument(width, height, body.join('\n'))
}
