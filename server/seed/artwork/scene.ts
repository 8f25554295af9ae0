import { createRandom, type Random } from '../random'
import { paletteAt, type Palette } from './palettes'
import { background, lightSpots, svgDocument, zigzagBand } from './svg'

export const SCENE_KINDS = ['Studio', 'Live', 'Behind the Scenes', 'Events'] as const
export type SceneKind = (typeof SCENE_KINDS)[number]

function crowd(random: Random, width: number, height: number, ink: string): string {
  const people: string[] = []
  for (let x = -20; x < width + 40; x += random.int(38, 62)) {
    const top = height * 0.82 + random.int(-20, 25)
    const head = random.int(16, 24)
    people.push(`<circle cx="${x}" cy="${top}" r="${head}" fill="${ink}"/>`)
    people.push(
      `<ellipse cx="${x}" cy="${top + head * 3.2}" rx="${head * 1.7}" ry="${head * 2.4}" fill="${ink}"/>`,
    )
    if (random.chance(0.18)) {
      people.push(
        `<line x1="${x + head}" y1="${top + head}" x2="${x + head * 2.2}" y2="${top - head * 3}" stroke="${ink}" stroke-width="${head * 0.7}" stroke-linecap="round"/>`,
      )
    }
  }
  return people.join('')
}

function stage(random: Random, width: number, height: number, palette: Palette): string {
  const beams = Array.from({ length: 5 }, (_, i) => {
    const x = (width / 6) * (i + 1)
    const spread = random.int(90, 220)
    const target = x + random.int(-200, 200)
    return `<polygon points="${x - 8},0 ${x + 8},0 ${target + spread},${height * 0.85} ${target - spread},${height * 0.85}" fill="url(#beam)"/>`
  })
  const performer = `<circle cx="${width / 2}" cy="${height * 0.5}" r="${height * 0.045}" fill="${palette.ink}"/><rect x="${width / 2 - height * 0.05}" y="${height * 0.54}" width="${height * 0.1}" height="${height * 0.22}" rx="${height * 0.03}" fill="${palette.ink}"/><line x1="${width / 2 + height * 0.09}" y1="${height * 0.76}" x2="${width / 2 + height * 0.07}" y2="${height * 0.5}" stroke="${palette.ink}" stroke-width="5"/>`
  return `<rect width="${width}" height="${height}" fill="${palette.ink}" fill-opacity="0.55"/>${beams.join('')}<rect y="${height * 0.74}" width="${width}" height="${height * 0.04}" fill="${palette.accent}" fill-opacity="0.6"/>${performer}${crowd(random, width, height, palette.ink)}`
}

function console_(random: Random, width: number, height: number, palette: Palette): string {
  const top = height * 0.55
  const parts = [
    `<rect x="${width * 0.05}" y="${height * 0.12}" width="${width * 0.18}" height="${height * 0.32}" rx="14" fill="${palette.ink}"/>`,
    `<circle cx="${width * 0.14}" cy="${height * 0.23}" r="${height * 0.05}" fill="${palette.to}" stroke="${palette.accent}" stroke-width="4"/>`,
    `<circle cx="${width * 0.14}" cy="${height * 0.36}" r="${height * 0.03}" fill="${palette.to}"/>`,
    `<rect x="${width * 0.77}" y="${height * 0.12}" width="${width * 0.18}" height="${height * 0.32}" rx="14" fill="${palette.ink}"/>`,
    `<circle cx="${width * 0.86}" cy="${height * 0.23}" r="${height * 0.05}" fill="${palette.to}" stroke="${palette.accent}" stroke-width="4"/>`,
    `<circle cx="${width * 0.86}" cy="${height * 0.36}" r="${height * 0.03}" fill="${palette.to}"/>`,
    `<rect x="${width * 0.3}" y="${height * 0.1}" width="${width * 0.4}" height="${height * 0.3}" rx="10" fill="${palette.ink}" stroke="${palette.glow}" stroke-opacity="0.4" stroke-width="3"/>`,
    `<polyline points="${Array.from({ length: 40 }, (_, i) => `${width * 0.32 + i * width * 0.009},${height * (0.25 + 0.08 * Math.sin(i * 0.7) * random.next())}`).join(' ')}" fill="none" stroke="${palette.accent}" stroke-width="3"/>`,
    `<polygon points="0,${height} ${width * 0.08},${top} ${width * 0.92},${top} ${width},${height}" fill="${palette.ink}"/>`,
  ]
  const channels = 18
  for (let i = 0; i < channels; i++) {
    const x = width * 0.13 + (i * width * 0.74) / channels
    const level = random.next()
    parts.push(
      `<rect x="${x}" y="${top + height * 0.1}" width="6" height="${height * 0.25}" fill="${palette.from}"/>`,
    )
    parts.push(
      `<rect x="${x - 9}" y="${top + height * (0.1 + 0.2 * level)}" width="24" height="14" rx="3" fill="${palette.glow}"/>`,
    )
    for (let k = 0; k < 3; k++)
      parts.push(
        `<circle cx="${x + 3}" cy="${top + height * 0.03 + k * 14}" r="5" fill="${k === 0 ? palette.accent : palette.to}"/>`,
      )
  }
  return parts.join('')
}

function camera(random: Random, width: number, height: number, palette: Palette): string {
  const x = width * (0.3 + random.next() * 0.4)
  const y = height * 0.4
  const frames = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${i * (width / 8) + 12}" y="${height * 0.05}" width="${width / 8 - 24}" height="${height * 0.12}" rx="6" fill="${palette.glow}" fill-opacity="${0.15 + (i % 3) * 0.1}"/>`,
  )
  return [
    `<rect y="${height * 0.03}" width="${width}" height="${height * 0.16}" fill="${palette.ink}" fill-opacity="0.8"/>`,
    ...frames,
    `<rect x="${x - 150}" y="${y - 70}" width="240" height="140" rx="16" fill="${palette.ink}"/>`,
    `<circle cx="${x - 90}" cy="${y - 110}" r="55" fill="none" stroke="${palette.ink}" stroke-width="18"/>`,
    `<circle cx="${x + 20}" cy="${y - 110}" r="55" fill="none" stroke="${palette.ink}" stroke-width="18"/>`,
    `<polygon points="${x + 90},${y - 30} ${x + 180},${y - 70} ${x + 180},${y + 70} ${x + 90},${y + 30}" fill="${palette.ink}"/>`,
    `<circle cx="${x - 30}" cy="${y}" r="38" fill="${palette.to}" stroke="${palette.accent}" stroke-width="6"/>`,
    `<line x1="${x - 30}" y1="${y + 70}" x2="${x - 170}" y2="${height * 0.95}" stroke="${palette.ink}" stroke-width="14"/>`,
    `<line x1="${x - 30}" y1="${y + 70}" x2="${x + 110}" y2="${height * 0.95}" stroke="${palette.ink}" stroke-width="14"/>`,
    `<line x1="${x - 30}" y1="${y + 70}" x2="${x - 30}" y2="${height * 0.95}" stroke="${palette.ink}" stroke-width="14"/>`,
    `<g transform="translate(${width * 0.72} ${height * 0.62}) rotate(-12)"><rect width="260" height="150" rx="8" fill="${palette.ink}"/>${Array.from({ length: 6 }, (_, i) => `<polygon points="${i * 44},0 ${i * 44 + 22},0 ${i * 44 + 44},36 ${i * 44 + 22},36" fill="${palette.glow}"/>`).join('')}</g>`,
  ].join('')
}

function festivities(random: Random, width: number, height: number, palette: Palette): string {
  const flags: string[] = []
  for (let row = 0; row < 2; row++) {
    const y = height * (0.08 + row * 0.12)
    flags.push(
      `<path d="M 0 ${y} Q ${width / 2} ${y + 70} ${width} ${y}" fill="none" stroke="${palette.glow}" stroke-width="3"/>`,
    )
    for (let x = 20; x < width; x += 70) {
      const sag = y + 70 * (1 - ((2 * x) / width - 1) ** 2) * 0.5
      const colour =
        [palette.accent, palette.glow, palette.to][((x / 70 + row) % 3) | 0] ?? palette.accent
      flags.push(
        `<polygon points="${x},${sag} ${x + 44},${sag} ${x + 22},${sag + 50}" fill="${colour}"/>`,
      )
    }
  }
  return `${lightSpots(random, width, height, 22)}${flags.join('')}${zigzagBand(width, height * 0.72, 34, palette.accent, 0.8)}${crowd(random, width, height, palette.ink)}`
}

/** Gallery artwork for a category, at any aspect ratio. */
export function sceneSvg(kind: SceneKind, index: number, width: number, height: number): string {
  const random = createRandom(11000 + index)
  const palette = paletteAt(index + 5)
  const scene = {
    Studio: console_,
    Live: stage,
    'Behind the Scenes': camera,
    Events: festivities,
  }[kind](random, width, height, palette)
  return svgDocument(
    width,
    height,
    `${background(width, height, palette, random.next() * Math.PI * 2)}${lightSpots(random, width, height, 5)}${scene}`,
  )
}
