import { createRandom } from '../random'
import { escapeXml, paletteAt } from './palettes'
import { background, lightSpots, svgDocument, wave } from './svg'

type CoverMotif = 'waves' | 'rings' | 'sun' | 'bars'
const MOTIFS: readonly CoverMotif[] = ['waves', 'rings', 'sun', 'bars']

function motif(kind: CoverMotif, size: number, accent: string, glow: string, seed: number): string {
  const random = createRandom(seed)
  switch (kind) {
    case 'waves':
      return Array.from({ length: 7 }, (_, i) => {
        const colour = i % 2 === 0 ? accent : glow
        const points = wave(
          size,
          size * (0.3 + i * 0.07),
          22 + i * 6,
          180 + i * 25,
          random.next() * 6,
        )
        return `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="${3 + (i % 3) * 2}" stroke-opacity="${0.9 - i * 0.08}"/>`
      }).join('')
    case 'rings':
      return Array.from({ length: 9 }, (_, i) => {
        const colour = i % 2 === 0 ? accent : glow
        return `<circle cx="${size * 0.5}" cy="${size * 0.45}" r="${30 + i * 32}" fill="none" stroke="${colour}" stroke-width="${i % 3 === 0 ? 10 : 3}" stroke-opacity="${0.95 - i * 0.08}"/>`
      }).join('')
    case 'sun':
      return [
        `<circle cx="${size * 0.5}" cy="${size * 0.48}" r="${size * 0.22}" fill="${accent}"/>`,
        ...Array.from({ length: 6 }, (_, i) => {
          const y = size * (0.42 + i * 0.045)
          return `<rect x="${size * 0.25}" y="${y}" width="${size * 0.5}" height="${6 + i * 2}" fill="url(#bg)"/>`
        }),
        `<polygon points="0,${size * 0.78} ${size * 0.3},${size * 0.6} ${size * 0.55},${size * 0.74} ${size * 0.8},${size * 0.56} ${size},${size * 0.7} ${size},${size} 0,${size}" fill="${glow}" fill-opacity="0.35"/>`,
      ].join('')
    case 'bars':
      return Array.from({ length: 24 }, (_, i) => {
        const height = size * (0.1 + 0.5 * Math.abs(Math.sin(i * 0.55 + random.next())))
        return `<rect x="${size * 0.08 + i * size * 0.035}" y="${size * 0.72 - height}" width="${size * 0.022}" height="${height}" rx="6" fill="${i % 3 === 0 ? glow : accent}"/>`
      }).join('')
  }
}

/** A square music cover: an abstract motif (waves, rings, sun, equaliser bars), title and artist. */
export function coverSvg(title: string, artist: string, index: number, size = 800): string {
  const random = createRandom(9000 + index)
  const palette = paletteAt(index + 3)
  const kind = MOTIFS[index % MOTIFS.length] ?? 'waves'
  const body = [
    background(size, size, palette, random.next() * Math.PI * 2),
    lightSpots(random, size, size, 4),
    motif(kind, size, palette.accent, palette.glow, 9500 + index),
    `<rect y="${size * 0.8}" width="${size}" height="${size * 0.2}" fill="url(#shade)"/>`,
    `<text x="${size * 0.07}" y="${size * 0.88}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${size * 0.06}" fill="#ffffff">${escapeXml(title)}</text>`,
    `<text x="${size * 0.07}" y="${size * 0.94}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size * 0.036}" fill="${palette.glow}" letter-spacing="3">${escapeXml(artist.toUpperCase())}</text>`,
  ]
  return svgDocument(size, size, body.join('\n'))
}
