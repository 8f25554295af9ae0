import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  artists,
  contactMessages,
  filmmakers,
  galleryItems,
  galleryLikes,
  musicPlays,
  musicTracks,
  producers,
  users,
} from '../../server/db/schema'
import { growCatalogue, type ScaleCounts } from '../../server/seed/scale'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/** `npm run seed:scale`'s SQL on a small catalogue: every kind grows by the factor, the lists answer. */

let t: TestApp
let admin: string
let before: ScaleCounts
let after: ScaleCounts

const socialLinks = { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' }

beforeAll(async () => {
  t = await createTestApp()
  admin = (await createUser(t.app, { admin: true })).token
  const listener = (await createUser(t.app)).user
  await t.db.insert(artists).values([
    { name: 'Amani', socialLinks },
    { name: 'Keza', socialLinks },
  ])
  await t.db.insert(producers).values({
    name: 'Beats',
    level: 'Senior',
    genres: ['Afrobeat'],
    skills: [],
    credits: [],
    socialMedia: {
      instagram: '',
      twitter: '',
      facebook: '',
      spotify: '',
      soundCloud: '',
      youtube: '',
      appleMusic: '',
    },
  })
  await t.db.insert(filmmakers).values({ name: 'Director', portfolio: [] })
  const shots = await t.db
    .insert(galleryItems)
    .values([
      { title: 'Sunset', image: '/media/sunset.webp' },
      { title: 'Market', image: '/media/market.webp' },
    ])
    .returning()
  const tracks = await t.db
    .insert(musicTracks)
    .values(
      ['Rain', 'Hills', 'Lake'].map((title) => ({
        title,
        artist: 'Amani',
        duration: 120,
        audioUrl: `/media/${title}.mp3`,
        tags: [],
      })),
    )
    .returning()
  await t.db
    .insert(contactMessages)
    .values({ name: 'Fan', email: 'fan@example.com', message: 'Hi' })
  await t.db
    .insert(musicPlays)
    .values(Array.from({ length: 5 }, () => ({ trackId: tracks[0]!.id, userId: listener._id })))
  await t.db.insert(galleryLikes).values({ galleryId: shots[0]!.id, userId: listener._id })
  ;({ before, after } = await growCatalogue(t.db, { factor: 3 }))
})
afterAll(() => t.close())

describe('growCatalogue', () => {
  it('copies every kind of record twice for a factor of 3, admins excepted, with plays and likes', () => {
    expect(before).toMatchObject({ artists: 2, music_tracks: 3, users: 2, music_plays: 5 })
    expect(after).toEqual({
      artists: 6,
      producers: 3,
      filmmakers: 3,
      gallery_items: 6,
      music_tracks: 9,
      contact_messages: 3,
      // The admin is not copied; the listener is, twice.
      users: 4,
      music_plays: 15,
      gallery_likes: 3,
    })
  })

  it('numbers the copies, shares their media and spreads them over two years', async () => {
    const rows = await t.db
      .select()
      .from(musicTracks)
      .where(sql`${musicTracks.title} like 'Rain%'`)
    expect(rows.map((row) => row.title).sort()).toEqual(['Rain', 'Rain 2', 'Rain 3'])
    expect(new Set(rows.map((row) => row.audioUrl))).toEqual(new Set(['/media/Rain.mp3']))
    expect(new Set(rows.map((row) => row.id)).size).toBe(3)
    const twoYears = 731 * 24 * 3600 * 1000
    for (const row of rows) expect(Date.now() - row.createdAt.getTime()).toBeLessThan(twoYears)
    const copies = await t.db.select().from(users).where(eq(users.userType, 'user'))
    expect(new Set(copies.map((row) => row.email)).size).toBe(3)
  })

  it('reaches a total of plays asked for, counted by the dashboard', async () => {
    await growCatalogue(t.db, { factor: 2, plays: 1000, likes: 0 })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/analytics',
      headers: authHeader(admin),
    })
    const body = res.json<{ data: { engagement: { totalMusicPlays: number } } }>()
    expect(body.data.engagement.totalMusicPlays).toBe(1000)
  })

  it('leaves every public list answering with the grown catalogue', async () => {
    for (const [path, total] of [
      ['/api/v1/artist', 12],
      ['/api/v1/producer', 6],
      ['/api/v1/filmmaker', 6],
      ['/api/v1/gallery', 12],
      ['/api/v1/music', 18],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: path })
      expect(res.statusCode, path).toBe(200)
      // A bare array, an envelope around one, or a page with its total: whichever the list answers.
      type Item = { _id: string }
      const body = res.json<Item[] | { data: Item[] | { docs: Item[]; total: number } }>()
      const data = Array.isArray(body) ? body : body.data
      expect(Array.isArray(data) ? data.length : data.total, path).toBe(total)
    }
  })
})
