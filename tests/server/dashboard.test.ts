import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DashboardAnalyticsSchema,
  ErrorEnvelopeSchema,
  MonthlyRowSchema,
  successEnvelope,
  type MonthlyRow,
} from '../../contract'
import {
  artists,
  filmmakers,
  galleryItems,
  galleryLikes,
  musicPlays,
  musicTracks,
  pageViews,
  users,
} from '../../server/db/schema'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

const AnalyticsResponse = successEnvelope(DashboardAnalyticsSchema)
const MonthlyResponse = successEnvelope(MonthlyRowSchema.array())

let t: TestApp
let admin: string
let listener: string

/** Noon UTC on the 15th, `back` calendar months before the current one: far from any boundary. */
const now = new Date()
const monthsAgo = (back: number, day = 15, hour = 12) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, hour))

const socialLinks = { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' }
const addArtist = (createdAt: Date) =>
  t.db.insert(artists).values({ name: 'Artist', socialLinks, createdAt })
const addTrack = async (title: string, createdAt = new Date()) => {
  const [row] = await t.db
    .insert(musicTracks)
    .values({
      title,
      artist: 'Someone',
      duration: 100,
      audioUrl: '/media/a.mp3',
      tags: [],
      createdAt,
    })
    .returning()
  if (!row) throw new Error('no track')
  return row.id
}
const addGallery = async (title: string, createdAt = new Date()) => {
  const [row] = await t.db.insert(galleryItems).values({ title, createdAt }).returning()
  if (!row) throw new Error('no gallery item')
  return row.id
}
const addUser = async (createdAt = new Date(), isActive = true) => {
  const [row] = await t.db
    .insert(users)
    .values({
      username: 'u',
      email: `u-${Math.random()}@example.com`,
      passwordHash: 'x',
      createdAt,
      isActive,
    })
    .returning()
  if (!row) throw new Error('no user')
  return row.id
}
const addPlays = (trackId: string, times: number, playedAt = new Date()) =>
  t.db.insert(musicPlays).values(Array.from({ length: times }, () => ({ trackId, playedAt })))
const addLikes = async (galleryId: string, times: number) => {
  for (let i = 0; i < times; i++)
    await t.db.insert(galleryLikes).values({ galleryId, userId: await addUser() })
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? authHeader(token) : {} })

async function monthly(range?: string): Promise<MonthlyRow[]> {
  const res = await get(`/dashboard/monthly-data${range ? `?range=${range}` : ''}`, admin)
  expect(res.statusCode, res.body).toBe(200)
  return MonthlyResponse.parse(res.json()).data
}

const rowFor = (rows: MonthlyRow[], back: number) => {
  const date = monthsAgo(back)
  return rows.find(
    (row) => row.year === date.getUTCFullYear() && row.month === date.getUTCMonth() + 1,
  )
}

beforeAll(async () => {
  t = await createTestApp()
  admin = (await createUser(t.app, { admin: true })).token
  listener = (await createUser(t.app)).token
})
afterAll(() => t.close())

describe('who may read the dashboard', () => {
  it.each(['/dashboard/analytics', '/dashboard/monthly-data', '/dashboard/monthly-data?range=all'])(
    '%s answers 401 without a token and 403 to a listener',
    async (url) => {
      for (const [token, status] of [
        [undefined, 401],
        [listener, 403],
        ['not-a-real-token', 401],
      ] as const) {
        const res = await get(url, token)
        expect(res.statusCode).toBe(status)
        expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
      }
      expect((await get(url, admin)).statusCode).toBe(200)
    },
  )
})

describe('GET /api/v1/dashboard/analytics', () => {
  it('answers zeros and empty top lists on an empty catalogue', async () => {
    const res = await get('/dashboard/analytics', admin)
    expect(AnalyticsResponse.parse(res.json()).data).toEqual({
      overview: { totalArtists: 0, totalMusic: 0, totalGalleryItems: 0, totalFilmmakers: 0 },
      summary: { totalContent: 0, totalEngagement: 0, activeUsers: 2 },
      engagement: { totalMusicPlays: 0, totalLikes: 0, topGalleryItems: [], topMusicTracks: [] },
      recentActivity: { newUsersLast7Days: 2, newGalleryLast7Days: 0 },
    })
  })

  it('counts everything, ranks the top three by likes and plays, and looks back seven days', async () => {
    await addArtist(new Date())
    await addArtist(monthsAgo(3))
    await t.db.insert(filmmakers).values({ name: 'Director', portfolio: [] })
    const [sunset, market, drums, old] = [
      await addGallery('Sunset'),
      await addGallery('Market'),
      await addGallery('Drums'),
      await addGallery('Old', new Date(Date.now() - 10 * 24 * 3600 * 1000)),
    ]
    await addLikes(market, 3)
    await addLikes(old, 2)
    await addLikes(drums, 1)
    const [hit, second, quiet, hidden] = [
      await addTrack('Hit'),
      await addTrack('Second'),
      await addTrack('Quiet'),
      await addTrack('Hidden'),
    ]
    await t.db.update(musicTracks).set({ isActive: false }).where(eq(musicTracks.id, hidden))
    await addPlays(hit, 5)
    await addPlays(second, 2, monthsAgo(2))
    await addPlays(hidden, 3)
    await addUser(new Date(Date.now() - 10 * 24 * 3600 * 1000))
    await addUser(new Date(), false)

    const res = await get('/dashboard/analytics', admin)
    const data = AnalyticsResponse.parse(res.json()).data
    expect(data).toEqual({
      overview: { totalArtists: 2, totalMusic: 4, totalGalleryItems: 4, totalFilmmakers: 1 },
      // 2 + 4 + 4 + 1; 10 plays + 6 likes; 2 test accounts + 6 likers + 1 older user (one is deactivated).
      summary: { totalContent: 11, totalEngagement: 16, activeUsers: 9 },
      engagement: {
        totalMusicPlays: 10,
        totalLikes: 6,
        topGalleryItems: [
          { _id: market, title: 'Market', likeCount: 3 },
          { _id: old, title: 'Old', likeCount: 2 },
          { _id: drums, title: 'Drums', likeCount: 1 },
        ],
        topMusicTracks: [
          { _id: hit, title: 'Hit', playCount: 5 },
          { _id: hidden, title: 'Hidden', playCount: 3 },
          { _id: second, title: 'Second', playCount: 2 },
        ],
      },
      // 2 test accounts + 6 likers + the deactivated one; the 10-day-old user and item are out.
      recentActivity: { newUsersLast7Days: 9, newGalleryLast7Days: 3 },
    })
    expect(data.engagement.topGalleryItems.map((item) => item._id)).not.toContain(sunset)
    expect(data.engagement.topMusicTracks.map((track) => track._id)).not.toContain(quiet)
  })
})

describe('GET /api/v1/dashboard/monthly-data', () => {
  it('answers six months by default and refuses an unknown range with 400', async () => {
    expect(await monthly()).toHaveLength(6)
    for (const range of ['3months', 'ALL', '']) {
      const res = await get(`/dashboard/monthly-data?range=${range}`, admin)
      expect(res.statusCode).toBe(400)
      expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
    }
  })

  it('counts each month’s records, with listens being plays made in that month', async () => {
    // Start from a clean slate: the analytics fixtures above were all made "now" or 2-3 months ago.
    for (const table of [
      musicPlays,
      galleryLikes,
      pageViews,
      musicTracks,
      galleryItems,
      artists,
      filmmakers,
    ])
      await t.db.delete(table)

    const oldTrack = await addTrack('Released long ago', monthsAgo(7))
    await addPlays(oldTrack, 4) // this month
    await addPlays(oldTrack, 2, monthsAgo(1))
    await addTrack('Fresh', monthsAgo(1))
    await addArtist(monthsAgo(5))
    await addArtist(monthsAgo(5, 1, 0))
    await addArtist(monthsAgo(9))
    // 23:30 UTC on the last day of the previous month belongs to that month, whatever the server's zone.
    await addArtist(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 30 * 60 * 1000))
    await addGallery('Shot', monthsAgo(2))
    await addUser(monthsAgo(4))
    const view = (entityType: 'artist' | 'gallery' | 'music', viewedAt: Date) => ({
      entityType,
      entityId: entityType[0] ?? '',
      visitor: 'v',
      viewedOn: viewedAt.toISOString().slice(0, 10),
      viewedAt,
    })
    await t.db
      .insert(pageViews)
      .values([
        view('artist', monthsAgo(3)),
        view('gallery', monthsAgo(3)),
        view('music', new Date()),
      ])

    const rows = await monthly('6months')
    expect(rows).toHaveLength(6)
    const current = rows.at(-1)
    expect(current).toMatchObject({
      month: now.getUTCMonth() + 1,
      year: now.getUTCFullYear(),
      listens: 4,
      views: 1,
      music: 0,
    })
    expect(rowFor(rows, 1)).toMatchObject({ listens: 2, music: 1, artists: 1 })
    expect(rowFor(rows, 2)).toMatchObject({ newGallery: 1, artists: 0 })
    expect(rowFor(rows, 3)).toMatchObject({ views: 2 })
    expect(rowFor(rows, 4)).toMatchObject({ newUsers: 1 })
    expect(rowFor(rows, 5)).toEqual({
      ...rowFor(rows, 5),
      artists: 2,
      music: 0,
      listens: 0,
      views: 0,
      newUsers: 0,
      newGallery: 0,
    })
    // The track released 7 months ago is outside the range: its plays still count where they happened.
    expect(rows.reduce((sum, row) => sum + row.music, 0)).toBe(1)
    expect(rows.reduce((sum, row) => sum + row.listens, 0)).toBe(6)
  })

  it('lists consecutive months, oldest first, ending with the current month', async () => {
    for (const [range, length] of [
      ['6months', 6],
      ['12months', 12],
    ] as const) {
      const rows = await monthly(range)
      expect(rows).toHaveLength(length)
      rows.forEach((row, index) => {
        const expected = monthsAgo(length - 1 - index)
        expect([row.year, row.month]).toEqual([
          expected.getUTCFullYear(),
          expected.getUTCMonth() + 1,
        ])
      })
    }
    const twelve = await monthly('12months')
    expect(rowFor(twelve, 7)).toMatchObject({ music: 1 })
    expect(rowFor(twelve, 9)).toMatchObject({ artists: 1 })
  })

  it('starts `all` at the month of the oldest record, at most 24 months back', async () => {
    // The oldest record so far is the artist of 9 months ago: 10 rows.
    let rows = await monthly('all')
    expect(rows).toHaveLength(10)
    expect(rows[0]).toMatchObject({ artists: 1, month: monthsAgo(9).getUTCMonth() + 1 })

    await addPlays(await addTrack('Classic', monthsAgo(2)), 1, monthsAgo(15))
    rows = await monthly('all')
    expect(rows).toHaveLength(16)
    expect(rows[0]).toMatchObject({ listens: 1 })

    await addArtist(monthsAgo(40))
    rows = await monthly('all')
    expect(rows).toHaveLength(24)
    expect(rows.at(-1)?.month).toBe(now.getUTCMonth() + 1)
  })
})
