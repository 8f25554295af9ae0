import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DashboardAnalyticsSchema, MonthlyRowSchema, successEnvelope } from '../../contract'
import { activityMonths, artists, musicPlays, musicTracks, pageViews } from '../../server/db/schema'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * The dashboard's plays and views come from a monthly rollup kept by database triggers: after any
 * write (one play, a batch of plays, a track deleted with its plays, page views) its answers must
 * equal a count of the rows themselves.
 */

const AnalyticsResponse = successEnvelope(DashboardAnalyticsSchema)
const MonthlyResponse = successEnvelope(MonthlyRowSchema.array())

let t: TestApp
let admin: string

const now = new Date()
const monthsAgo = (back: number, day = 15) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12))

const addTrack = async (title: string) => {
  const [row] = await t.db
    .insert(musicTracks)
    .values({ title, artist: 'Someone', duration: 100, audioUrl: '/media/a.mp3', tags: [] })
    .returning()
  if (!row) throw new Error('no track')
  return row.id
}
const addPlays = (trackId: string, times: number, playedAt: Date) =>
  t.db.insert(musicPlays).values(Array.from({ length: times }, () => ({ trackId, playedAt })))

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: authHeader(admin) })

async function dashboard() {
  const analytics = AnalyticsResponse.parse((await get('/dashboard/analytics')).json()).data
  const months = MonthlyResponse.parse((await get('/dashboard/monthly-data?range=all')).json()).data
  return { analytics, months }
}

/** Plays and views per 'YYYY-M' counted from the rows themselves. */
async function countedFromRows() {
  const month = (column: typeof musicPlays.playedAt | typeof pageViews.viewedAt) =>
    sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-FMMM')`
  const plays = await t.db
    .select({ month: month(musicPlays.playedAt), n: count() })
    .from(musicPlays)
    .groupBy(month(musicPlays.playedAt))
  const views = await t.db
    .select({ month: month(pageViews.viewedAt), n: count() })
    .from(pageViews)
    .groupBy(month(pageViews.viewedAt))
  return {
    plays: new Map(plays.map((row) => [row.month, row.n])),
    views: new Map(views.map((row) => [row.month, row.n])),
    totalPlays: plays.reduce((sum, row) => sum + row.n, 0),
  }
}

async function expectExact() {
  const { analytics, months } = await dashboard()
  const counted = await countedFromRows()
  expect(analytics.engagement.totalMusicPlays).toBe(counted.totalPlays)
  for (const row of months) {
    const key = `${row.year}-${row.month}`
    expect({ key, listens: row.listens, views: row.views }).toEqual({
      key,
      listens: counted.plays.get(key) ?? 0,
      views: counted.views.get(key) ?? 0,
    })
  }
  return { analytics, months }
}

beforeAll(async () => {
  t = await createTestApp()
  admin = (await createUser(t.app, { admin: true })).token
})
afterAll(() => t.close())

describe('the dashboard rollup', () => {
  it('counts single plays and batches of plays in the month they were made', async () => {
    const track = await addTrack('Hit')
    await addPlays(track, 1, now)
    await addPlays(track, 250, monthsAgo(1))
    await addPlays(track, 40, monthsAgo(13))
    const { analytics, months } = await expectExact()
    expect(analytics.engagement.totalMusicPlays).toBe(291)
    expect(months).toHaveLength(14)
    expect(months[0]).toMatchObject({ listens: 40 })
    expect(months.at(-2)).toMatchObject({ listens: 250 })
  })

  it('takes a deleted track’s plays back off, months and total', async () => {
    const kept = await addTrack('Kept')
    const gone = await addTrack('Gone')
    await addPlays(kept, 3, monthsAgo(1))
    await addPlays(gone, 7, monthsAgo(1))
    await addPlays(gone, 5, now)
    const before = (await expectExact()).analytics.engagement.totalMusicPlays

    await t.db.delete(musicTracks).where(eq(musicTracks.id, gone))
    const { analytics } = await expectExact()
    expect(analytics.engagement.totalMusicPlays).toBe(before - 12)
  })

  it('counts detail views recorded by the API, and views deleted', async () => {
    const [artist] = await t.db
      .insert(artists)
      .values({
        name: 'Viewed',
        socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
      })
      .returning()
    for (const agent of ['phone', 'laptop', 'tablet'])
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/artist/${artist?.id}`,
        headers: { 'user-agent': agent },
      })
    // The view is recorded without delaying the answer: wait for the three rows.
    await expect.poll(async () => (await t.db.select({ n: count() }).from(pageViews))[0]?.n).toBe(3)
    expect((await expectExact()).months.at(-1)).toMatchObject({ views: 3 })

    await t.db.insert(pageViews).values({
      entityType: 'artist',
      entityId: 'a',
      visitor: 'v',
      viewedOn: monthsAgo(2).toISOString().slice(0, 10),
      viewedAt: monthsAgo(2),
    })
    expect((await expectExact()).months.at(-3)).toMatchObject({ views: 1 })
    await t.db.delete(pageViews).where(eq(pageViews.entityId, 'a'))
    expect((await expectExact()).months.at(-3)).toMatchObject({ views: 0 })
  })

  it('holds one row a month whatever the number of plays, and the series reads only the months shown', async () => {
    const rows = await t.db.select().from(activityMonths)
    // Plays and views so far fell in four months: now, 1, 2 and 13 months ago.
    expect(rows).toHaveLength(4)
    const sixMonths = MonthlyResponse.parse(
      (await get('/dashboard/monthly-data?range=6months')).json(),
    ).data
    expect(sixMonths).toHaveLength(6)
    // The 40 plays of 13 months ago are outside the six months shown.
    expect(sixMonths.reduce((sum, row) => sum + row.listens, 0)).toBe(1 + 250 + 3)
  })
})
