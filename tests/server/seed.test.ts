import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import { parseBuffer } from 'music-metadata'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CreateArtistBodySchema,
  CreateContactBodySchema,
  CreateFilmmakerBodySchema,
  CreateGalleryBodySchema,
  CreateMusicBodySchema,
  CreateProducerBodySchema,
  type MusicTrack,
} from '../../contract'
import { verifyPassword } from '../../server/auth/password'
import type { Db } from '../../server/db/client'
import * as schema from '../../server/db/schema'
import type { MediaStore } from '../../server/media'
import { renderTrack, SAMPLE_RATE } from '../../server/seed/audio'
import { DEMO_LISTENER, DEMO_TRACKS } from '../../server/seed/data'
import { hasContent, seedDemo } from '../../server/seed'
import { encodeMp3, toPcm16 } from '../../server/seed/mp3'
import { PEAK_COUNT } from '../../server/waveform/peaks'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let db: Db
let dir: string
let media: MediaStore
const logs: string[] = []
const DAY_MS = 24 * 3600 * 1000
/** Stands in for the files an admin would upload; the seeded rows hold /media URLs instead. */
const FILE = 'data:image/png;base64,iVBORw0KGgo='

const fileOf = (url: string) => join(dir, url.replace(/^\/media\//, ''))

beforeAll(async () => {
  t = await createTestApp()
  db = t.db
  media = t.app.media
  dir = join(t.dataDir, 'media')
  await seedDemo({ db, media, log: (message) => logs.push(message) })
  // Generous: the seed is CPU-bound and this machine's two cores are shared.
}, 300_000)

afterAll(() => t.close())

describe('seedDemo', () => {
  it('creates the required amounts of every kind of content', async () => {
    const artists = await db.select().from(schema.artists)
    const tracks = await db.select().from(schema.musicTracks)
    const gallery = await db.select().from(schema.galleryItems)
    const filmmakers = await db.select().from(schema.filmmakers)
    expect(artists.length).toBeGreaterThanOrEqual(8)
    expect(await db.$count(schema.producers)).toBeGreaterThanOrEqual(6)
    expect(filmmakers.length).toBeGreaterThanOrEqual(6)
    expect(filmmakers.filter((filmmaker) => !filmmaker.isActive)).toHaveLength(1)
    expect(gallery.length).toBeGreaterThanOrEqual(12)
    expect(new Set(gallery.map((item) => item.category)).size).toBeGreaterThanOrEqual(3)
    expect(tracks.length).toBeGreaterThanOrEqual(8)
    expect(tracks.every((track) => track.isActive)).toBe(true)
    const artistNames = new Set(artists.map((artist) => artist.name))
    expect(tracks.every((track) => artistNames.has(track.artist))).toBe(true)
    expect(tracks.filter((track) => track.youtubeLink !== '').length).toBeGreaterThan(0)
    expect(await db.$count(schema.contactMessages)).toBeGreaterThanOrEqual(4)
    expect(logs.join('\n')).toMatch(/Demo content seeded in [\d.]+ s/)
  })

  it('creates the demo listener and ~30 listeners, none of them admins', async () => {
    const users = await db.select().from(schema.users)
    expect(users.length).toBeGreaterThanOrEqual(30)
    expect(users.every((user) => user.userType === 'user')).toBe(true)
    const listener = users.find((user) => user.email === DEMO_LISTENER.email)
    expect(listener).toBeDefined()
    expect(await verifyPassword(DEMO_LISTENER.password, listener?.passwordHash ?? '')).toBe(true)
  })

  it('spreads plays, likes, views and sign-ups over the last twelve months', async () => {
    const now = Date.now()
    const plays = await db.select().from(schema.musicPlays)
    expect(plays.length).toBeGreaterThanOrEqual(500)
    expect(plays.length).toBeLessThanOrEqual(5000)
    expect(
      plays.every((play) => now - play.playedAt.getTime() < 366 * DAY_MS && play.userId !== null),
    ).toBe(true)
    const months = new Set(
      plays.map((play) => `${play.playedAt.getUTCFullYear()}-${play.playedAt.getUTCMonth()}`),
    )
    expect(months.size).toBeGreaterThanOrEqual(11)
    const lastMonth = plays.filter((play) => now - play.playedAt.getTime() < 30 * DAY_MS).length
    const yearAgo = plays.filter((play) => now - play.playedAt.getTime() > 330 * DAY_MS).length
    expect(lastMonth).toBeGreaterThan(yearAgo)

    const perTrack = await db
      .select({ trackId: schema.musicPlays.trackId, plays: count() })
      .from(schema.musicPlays)
      .groupBy(schema.musicPlays.trackId)
    const counts = perTrack.map((row) => row.plays).sort((a, b) => b - a)
    expect(counts[0]).toBeGreaterThan(2 * (counts.at(-1) ?? 0))

    const likes = await db.select().from(schema.galleryLikes)
    expect(likes.length).toBeGreaterThan(50)
    expect(new Set(likes.map((like) => `${like.galleryId}/${like.userId}`)).size).toBe(likes.length)
    expect(await db.$count(schema.pageViews)).toBeGreaterThanOrEqual(1000)

    const recentUsers = await db.$count(
      schema.users,
      sql`${schema.users.createdAt} > now() - interval '7 days'`,
    )
    const recentGallery = await db.$count(
      schema.galleryItems,
      sql`${schema.galleryItems.createdAt} > now() - interval '7 days'`,
    )
    expect(recentUsers).toBeGreaterThan(0)
    expect(recentGallery).toBeGreaterThan(0)
    const artists = await db.select({ createdAt: schema.artists.createdAt }).from(schema.artists)
    expect(artists.every((artist) => now - artist.createdAt.getTime() < 366 * DAY_MS)).toBe(true)
  })

  it('stores real MP3 audio of at least 60 seconds for every track, with its duration', async () => {
    const tracks = await db.select().from(schema.musicTracks)
    for (const track of tracks) {
      expect(track.audioUrl).toMatch(/^\/media\/[a-f0-9]{64}\.mp3$/)
      const audio = await readFile(fileOf(track.audioUrl))
      const { format } = await parseBuffer(
        audio,
        { mimeType: 'audio/mpeg', size: audio.length },
        { duration: true },
      )
      expect(format.codec).toMatch(/MPEG.*Layer 3/)
      expect(format.duration ?? 0).toBeGreaterThanOrEqual(60)
      expect(format.duration ?? 0).toBeLessThanOrEqual(90)
      expect(track.duration).toBe(Math.round(format.duration ?? 0))
    }
  })

  it('stores the waveform of every track, decoded from its MP3, and serves it', async () => {
    const tracks = await db.select().from(schema.musicTracks)
    const shapes = new Set<string>()
    for (const track of tracks) {
      const peaks = track.peaks ?? []
      expect(peaks).toHaveLength(PEAK_COUNT)
      expect(Math.max(...peaks)).toBe(255)
      // A fade-in, then music: most of the track is well above silence.
      expect(peaks.filter((value) => value > 40).length).toBeGreaterThan(PEAK_COUNT / 2)
      shapes.add(peaks.join())
    }
    expect(shapes.size).toBe(tracks.length)
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/music' })
    const served = res.json<{ data: { docs: MusicTrack[] } }>().data.docs
    expect(served.map((track) => track.peaks?.length)).toEqual(tracks.map(() => PEAK_COUNT))
  })

  it('stores every image with its WebP variants', async () => {
    const urls = [
      ...(await db.select({ url: schema.artists.image }).from(schema.artists)),
      ...(await db.select({ url: schema.producers.image }).from(schema.producers)),
      ...(await db.select({ url: schema.filmmakers.image }).from(schema.filmmakers)),
      ...(await db.select({ url: schema.galleryItems.image }).from(schema.galleryItems)),
      ...(await db.select({ url: schema.musicTracks.coverImageUrl }).from(schema.musicTracks)),
    ].map((row) => row.url)
    expect(new Set(urls).size).toBe(urls.length)
    const files = new Set(await readdir(dir))
    for (const url of urls) {
      const hash = /([a-f0-9]{64})\.jpg$/.exec(url)?.[1] ?? ''
      const { width = 0 } = await sharp(fileOf(url)).metadata()
      expect(width).toBeGreaterThan(640)
      const expected = [320, 640, 1024]
      const [row] = await db
        .select()
        .from(schema.mediaFiles)
        .where(eq(schema.mediaFiles.hash, hash))
      expect(row?.variants).toEqual(expected)
      for (const variant of expected) expect(files.has(`${hash}-${variant}.webp`)).toBe(true)
    }
  })

  it('seeds only content that passes the contract rules for creating it', async () => {
    const failures: unknown[] = []
    const check = (label: string, result: { success: boolean; error?: unknown }) => {
      if (!result.success) failures.push({ label, error: result.error })
    }
    for (const artist of await db.select().from(schema.artists)) {
      check(artist.name, CreateArtistBodySchema.safeParse({ ...artist, imageUrl: FILE }))
    }
    for (const producer of await db.select().from(schema.producers)) {
      check(producer.name, CreateProducerBodySchema.safeParse({ ...producer, image: FILE }))
    }
    for (const filmmaker of await db.select().from(schema.filmmakers)) {
      const contact = { email: filmmaker.contactEmail, phone: filmmaker.contactPhone }
      check(
        filmmaker.name,
        CreateFilmmakerBodySchema.safeParse({ ...filmmaker, contact, image: FILE }),
      )
    }
    for (const track of await db.select().from(schema.musicTracks)) {
      const body = {
        ...track,
        releaseDate: track.releaseDate?.toISOString() ?? '',
        audioUrl: FILE,
        coverImageUrl: FILE,
      }
      check(track.title, CreateMusicBodySchema.safeParse(body))
    }
    for (const item of await db.select().from(schema.galleryItems)) {
      check(item.title, CreateGalleryBodySchema.safeParse({ ...item, image: FILE }))
    }
    for (const message of await db.select().from(schema.contactMessages)) {
      check(message.name, CreateContactBodySchema.safeParse(message))
    }
    expect(failures).toEqual([])
  })

  it('is deterministic: the same track renders to the same file', async () => {
    const [first] = DEMO_TRACKS
    const [stored] = await db
      .select({ audioUrl: schema.musicTracks.audioUrl })
      .from(schema.musicTracks)
      .where(eq(schema.musicTracks.title, first?.title ?? ''))
    if (!first || !stored) throw new Error('first demo track missing')
    const mp3 = encodeMp3(toPcm16(renderTrack(first.style, 4200)), SAMPLE_RATE)
    expect(stored.audioUrl).toBe(`/media/${createHash('sha256').update(mp3).digest('hex')}.mp3`)
  })

  it('counts any content as content, so deleting the demo artists does not bring the demo back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(schema.artists)
        expect(await hasContent(tx)).toBe(true)
        tx.rollback()
      }),
    ).rejects.toThrow()
    expect(await db.$count(schema.artists)).toBeGreaterThanOrEqual(8)
  })

  it('does nothing on a database that already has content', async () => {
    expect(await hasContent(db)).toBe(true)
    const before = {
      artists: await db.$count(schema.artists),
      plays: await db.$count(schema.musicPlays),
      users: await db.$count(schema.users),
      files: (await readdir(dir)).length,
    }
    const started = Date.now()
    await seedDemo({ db, media, log: (message) => logs.push(message) })
    expect(Date.now() - started).toBeLessThan(2000)
    expect({
      artists: await db.$count(schema.artists),
      plays: await db.$count(schema.musicPlays),
      users: await db.$count(schema.users),
      files: (await readdir(dir)).length,
    }).toEqual(before)
  })
})
