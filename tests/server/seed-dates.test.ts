import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRandom } from '../../server/seed/random'
import { insertContent, type SeededContent } from '../../server/seed/content'
import type { DemoMedia } from '../../server/seed/media'
import { createTestApp, type TestApp } from './helpers'

/**
 * The demo's dates follow the day it is seeded: whatever that day, every manage screen has
 * something in "This month" and "Last 7 days", and older records for the other windows.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const NO_FILES: DemoMedia = {
  artists: [],
  producers: [],
  filmmakers: [],
  gallery: [],
  covers: [],
  audio: [],
}
const DAY_MS = 24 * 3600 * 1000

/** The rows insertContent would create on `now`, rolled back afterwards. */
async function seededOn(now: Date): Promise<SeededContent> {
  let content: SeededContent | undefined
  const rollback = new Error('rollback')
  await t.db
    .transaction(async (tx) => {
      content = await insertContent(tx, NO_FILES, now, createRandom(20_240_611))
      throw rollback
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error
    })
  return content!
}

describe('demo dates', () => {
  it.each([
    ['the 1st of a month, just after midnight', new Date(2026, 2, 1, 0, 30)],
    ['the 2nd of a month', new Date(2026, 2, 2, 9, 0)],
    ['the middle of a month', new Date(2026, 5, 15, 12, 0)],
    ['the last day of a year', new Date(2026, 11, 31, 23, 0)],
  ])('seeded on %s, every kind has rows this month, this week and long ago', async (_, now) => {
    const content = await seededOn(now)
    const kinds = {
      artists: content.artistIds,
      producers: content.producerIds,
      filmmakers: content.filmmakerIds,
      gallery: content.gallery,
      music: content.tracks,
    }
    for (const [kind, rows] of Object.entries(kinds)) {
      const ages = rows.map(({ createdAt }) => (now.getTime() - createdAt.getTime()) / DAY_MS)
      const thisMonth = rows.filter(
        ({ createdAt }) =>
          createdAt.getFullYear() === now.getFullYear() && createdAt.getMonth() === now.getMonth(),
      )
      expect(thisMonth.length, `${kind} this month`).toBeGreaterThan(0)
      expect(ages.filter((age) => age <= 7).length, `${kind} in the last 7 days`).toBeGreaterThan(0)
      expect(ages.filter((age) => age > 30).length, `${kind} older than 30 days`).toBeGreaterThan(0)
      expect(Math.min(...ages), `${kind}: nothing in the future`).toBeGreaterThanOrEqual(0)
    }
  })
})
