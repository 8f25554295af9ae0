import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { galleryItems, galleryLikes, musicPlays, musicTracks, users } from '../../server/db/schema'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * playCount and likeCount come from counters kept on write (music_tracks.play_count,
 * gallery_items.like_count): they stay equal to the rows they count after plays, likes, unlikes
 * and deletes, and sort=plays / sort=likes order by them.
 */

let t: TestApp
let adminToken: string

beforeAll(async () => {
  t = await createTestApp()
  adminToken = (await createUser(t.app, { admin: true })).token
})
afterAll(() => t.close())

const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? authHeader(token) : {} })

async function track(title: string): Promise<string> {
  const [row] = await t.db
    .insert(musicTracks)
    .values({ title, artist: 'A', duration: 60, audioUrl: `/media/${title}.mp3`, tags: [] })
    .returning({ id: musicTracks.id })
  if (!row) throw new Error('no track')
  return row.id
}

async function photo(title: string): Promise<string> {
  const [row] = await t.db.insert(galleryItems).values({ title }).returning({ id: galleryItems.id })
  if (!row) throw new Error('no photo')
  return row.id
}

const playCount = async (id: string) =>
  (await api('GET', `/music/${id}`)).json<{ data: { playCount: number } }>().data.playCount
const likeCount = async (id: string) =>
  (await api('GET', `/gallery/${id}`)).json<{ data: { likeCount: number } }>().data.likeCount
const playRows = (id: string) => t.db.$count(musicPlays, eq(musicPlays.trackId, id))
const likeRows = (id: string) => t.db.$count(galleryLikes, eq(galleryLikes.galleryId, id))

describe('play counts', () => {
  it('count every play, and lose the plays deleted', async () => {
    const [quiet, loud] = [await track('quiet'), await track('loud')]
    const listeners = await Promise.all([1, 2, 3].map(() => createUser(t.app)))
    for (const { token } of listeners) await api('PUT', `/music/${loud}/play`, token)
    const last = await api('PUT', `/music/${loud}/play`, listeners[0]?.token)
    expect(last.json()).toMatchObject({ playCount: 4, userPlays: 2 })
    await api('PUT', `/music/${quiet}/play`, listeners[1]?.token)
    expect(await playCount(loud)).toBe(4)
    expect(await playCount(quiet)).toBe(1)

    const byPlays = await api('GET', '/music?sort=plays&limit=2')
    expect(
      byPlays.json<{ data: { docs: { title: string }[] } }>().data.docs.map((d) => d.title),
    ).toEqual(['loud', 'quiet'])

    // Deleting plays (here a listener's, in one statement) takes them off the count.
    await t.db.delete(musicPlays).where(eq(musicPlays.userId, listeners[0]?.user._id ?? ''))
    expect(await playCount(loud)).toBe(2)
    expect(await playRows(loud)).toBe(2)
    // A deleted account keeps its plays (anonymous): the count does not move.
    await t.db.delete(users).where(eq(users.id, listeners[2]?.user._id ?? ''))
    expect(await playCount(loud)).toBe(2)

    // Deleting the track takes its plays with it, without an error from the counter.
    expect((await api('DELETE', `/music/${loud}`, adminToken)).statusCode).toBe(200)
    expect(await playRows(loud)).toBe(0)
  })
})

describe('like counts', () => {
  it('follow likes, unlikes, a deleted account and order sort=likes', async () => {
    const [plain, loved] = [await photo('plain'), await photo('loved')]
    const fans = await Promise.all([1, 2, 3].map(() => createUser(t.app)))
    await Promise.all(fans.map(({ token }) => api('POST', `/gallery/${loved}/like`, token)))
    expect(await likeCount(loved)).toBe(3)
    const unliked = await api('POST', `/gallery/${loved}/like`, fans[0]?.token)
    expect(unliked.json()).toMatchObject({ isLiked: false, likeCount: 2 })
    await api('POST', `/gallery/${plain}/like`, fans[0]?.token)

    const byLikes = await api('GET', '/gallery?sort=likes&limit=2')
    expect(
      byLikes.json<{ data: { docs: { title: string; likeCount: number }[] } }>().data.docs,
    ).toMatchObject([
      { title: 'loved', likeCount: 2 },
      { title: 'plain', likeCount: 1 },
    ])

    // A deleted account's likes go (cascade), and so does its share of the count.
    await t.db.delete(users).where(eq(users.id, fans[1]?.user._id ?? ''))
    expect(await likeCount(loved)).toBe(1)
    expect(await likeRows(loved)).toBe(1)
  })
})
