import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ArtistSocialLinksSchema } from '../../contract'
import { artists, pageViews } from '../../server/db/schema'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * Page views count once per visitor, item and day, and keep no address.
 */

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// ---------------------------------------------------------------------------------------------

describe('page views: once per visitor, item and day', () => {
  let artistId: string
  const browser = { 'user-agent': 'Mozilla/5.0 (test browser)' }
  const views = async () =>
    (await t.db.select().from(pageViews).where(eq(pageViews.entityId, artistId))).length
  const read = (headers: Record<string, string>, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'GET', url: `/api/v1/artist/${artistId}`, headers, remoteAddress })

  beforeAll(async () => {
    const [row] = await t.db
      .insert(artists)
      .values({
        name: 'Viewed',
        bio: 'B',
        image: '',
        socialLinks: ArtistSocialLinksSchema.parse({}),
      })
      .returning()
    artistId = row!.id
  })

  it('counts 1,000 reads of one item by one client as one view', async () => {
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => read(browser)))
      expect(answers.every((res) => res.statusCode === 200)).toBe(true)
    }
    await expect.poll(views).toBe(1)
    // Give any stray insert time to land: the count must stay at one.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await views()).toBe(1)
  })

  it('counts another browser, another address and a signed-in listener apart', async () => {
    const before = await views()
    await read({ 'user-agent': 'Another browser' })
    await read(browser, '10.0.0.2')
    const listener = await createUser(t.app, { email: 'viewer@example.com' })
    for (let i = 0; i < 5; i++) await read({ ...browser, ...authHeader(listener.token) })
    await expect.poll(views).toBe(before + 3)
  })

  it('keeps no address, only a digest of the visitor', async () => {
    const rows = await t.db.select().from(pageViews).where(eq(pageViews.entityId, artistId))
    for (const row of rows) {
      expect(row.visitor).not.toContain('10.0.0')
      expect(row.visitor).toMatch(/^[\w-]{32}$/)
      expect(row.viewedOn).toBe(new Date().toISOString().slice(0, 10))
    }
  })
})
