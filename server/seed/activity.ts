import type { Random } from './random'

const DAY_MS = 24 * 3600 * 1000

/** A time `days` before `now`, at a deterministic hour of the day. */
export const daysBefore = (now: Date, days: number, random?: Random) =>
  new Date(now.getTime() - days * DAY_MS - (random ? random.int(0, 12 * 3600) * 1000 : 0))

/** Ages in days over the last year, denser towards today: the audience grows month by month. */
export function recentAge(random: Random, maxDays = 360): number {
  return maxDays * random.next() ** 1.6
}

export interface Dated {
  id: string
  createdAt: Date
}

/** Picks by weight among the candidates that already existed at `time`. */
export function pickExisting<T extends Dated>(
  random: Random,
  items: readonly T[],
  weights: readonly number[],
  time: Date,
): T | undefined {
  let total = 0
  for (const [index, item] of items.entries())
    if (item.createdAt <= time) total += weights[index] ?? 1
  if (total === 0) return undefined
  let target = random.next() * total
  for (const [index, item] of items.entries()) {
    if (item.createdAt > time) continue
    target -= weights[index] ?? 1
    if (target <= 0) return item
  }
  return items.findLast((item) => item.createdAt <= time)
}

/** A time between `from` and `to`. */
export const between = (random: Random, from: Date, to: Date) =>
  new Date(from.getTime() + random.next() * Math.max(0, to.getTime() - from.getTime()))

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
