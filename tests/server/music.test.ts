import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ErrorEnvelopeSchema,
  MB,
  MessageEnvelopeSchema,
  MusicPageSchema,
  MusicTrackSchema,
  PlayResponseSchema,
  messageEnvelope,
  successEnvelope,
  type MusicTrack,
} from '../../contract'
import { mediaFiles, musicPlays, musicTracks } from '../../server/db/schema'
import { ResponseCache, negotiateEncoding } from '../../server/lib/response-cache'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

const MusicListResponse = successEnvelope(MusicPageSchema)
const MusicWriteResponse = messageEnvelope(MusicTrackSchema)

const toDataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`

/** A 64x64 PNG whose pixels depend on `seed`, so each seed is a distinct stored file. */
async function png(seed: number): Promise<string> {
  const raw = Buffer.alloc(64 * 64 * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 31 + seed * 97) % 256
  return toDataUrl(
    await sharp(raw, { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer(),
    'image/png',
  )
}

/** PCM WAV, 8 kHz mono 16-bit: `seconds` long and distinct per `tone`. */
function wav(seconds: number, tone = 1): Buffer {
  const rate = 8000
  const samples = Math.round(seconds * rate)
  const buffer = Buffer.alloc(44 + samples * 2)
  writeWavHeader(buffer, rate, 1, samples * 2)
  for (let i = 0; i < samples; i++)
    buffer.writeInt16LE(Math.round(8000 * Math.sin((i * tone) / 5)), 44 + i * 2)
  return buffer
}

function writeWavHeader(buffer: Buffer, rate: number, channels: number, dataBytes: number) {
  buffer.write('RIFF', 0)
  buffer.writeUInt32LE(36 + dataBytes, 4)
  buffer.write('WAVEfmt ', 8)
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(channels, 22)
  buffer.writeUInt32LE(rate, 24)
  buffer.writeUInt32LE(rate * channels * 2, 28)
  buffer.writeUInt16LE(channels * 2, 32)
  buffer.writeUInt16LE(16, 34)
  buffer.write('data', 36)
  buffer.writeUInt32LE(dataBytes, 40)
}

/** A silent CD-quality WAV of exactly `totalBytes` bytes: cheap to build, and a real file. */
function silentWav(totalBytes: number): Buffer {
  const buffer = Buffer.alloc(totalBytes)
  writeWavHeader(buffer, 44100, 2, totalBytes - 44)
  return buffer
}

let t: TestApp
let admin: string
let listener: { id: string; token: string }
let other: { id: string; token: string }

const api = (path: string) => `/api/v1${path}`
const trackRows = async () => (await t.db.select({ n: count() }).from(musicTracks))[0]?.n ?? 0
const playRows = async (trackId: string) =>
  (await t.db.select({ n: count() }).from(musicPlays).where(eq(musicPlays.trackId, trackId)))[0]
    ?.n ?? 0
const mediaRows = async () => (await t.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0
const onDisk = (url: string) => existsSync(join(t.dataDir, 'media', url.replace(/^\/media\//, '')))

function trackBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Kigali Nights',
    artist: 'Aline',
    album: 'City Lights',
    genre: 'Pop',
    releaseDate: '2024-05-01',
    duration: 999,
    youtubeLink: 'https://www.youtube.com/watch?v=abc',
    tags: ['afro', 'pop'],
    audioUrl: toDataUrl(wav(3), 'audio/wav'),
    coverImageUrl: '',
    audioFileName: 'kigali.wav',
    audioFileSize: 48_044,
    ...overrides,
  }
}

async function upload(overrides: Record<string, unknown> = {}): Promise<MusicTrack> {
  const res = await t.app.inject({
    method: 'POST',
    url: api('/music'),
    headers: authHeader(admin),
    payload: trackBody(overrides),
  })
  expect(res.statusCode, res.body).toBe(201)
  const { data } = MusicWriteResponse.parse(res.json())
  if (!data) throw new Error('upload answered without data')
  return data
}

const list = async (query = '', token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: api(`/music${query}`),
    headers: token ? authHeader(token) : {},
  })
  expect(res.statusCode, res.body).toBe(200)
  return MusicListResponse.parse(res.json()).data
}

const play = (id: string, token?: string, payload?: object) =>
  t.app.inject({
    method: 'PUT',
    url: api(`/music/${id}/play`),
    headers: token ? authHeader(token) : {},
    ...(payload && { payload }),
  })

beforeAll(async () => {
  t = await createTestApp()
  admin = (await createUser(t.app, { admin: true })).token
  const a = await createUser(t.app)
  const b = await createUser(t.app)
  listener = { id: a.user._id, token: a.token }
  other = { id: b.user._id, token: b.token }
})
afterAll(() => t.close())

describe('POST /api/v1/music', () => {
  it('stores the track with the duration read from the audio file and answers 201', async () => {
    const cover = await png(1)
    const data = await upload({ coverImageUrl: cover })
    expect(data).toMatchObject({
      title: 'Kigali Nights',
      artist: 'Aline',
      genre: 'Pop',
      duration: 3,
      releaseDate: '2024-05-01T00:00:00.000Z',
      tags: ['afro', 'pop'],
      isActive: true,
      playCount: 0,
      userPlays: 0,
    })
    expect(data.audioUrl).toMatch(/^\/media\/[a-f0-9]{64}\.wav$/)
    expect(data.coverImageUrl).toMatch(/^\/media\/[a-f0-9]{64}\.png$/)
    const [row] = await t.db.select().from(musicTracks).where(eq(musicTracks.id, data._id))
    expect(row).toMatchObject({
      title: 'Kigali Nights',
      duration: 3,
      audioUrl: data.audioUrl,
      coverImageUrl: data.coverImageUrl,
    })
    expect(onDisk(data.audioUrl) && onDisk(data.coverImageUrl)).toBe(true)
  })

  it('answers with the upload message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/music'),
      headers: authHeader(admin),
      payload: trackBody(),
    })
    expect(res.json()).toMatchObject({ success: true, message: 'Music uploaded successfully!' })
  })

  it.each([
    ['no audio', { audioUrl: undefined }, 'audioUrl', 'Audio file is required'],
    ['no title', { title: '' }, 'title', undefined],
    ['no artist', { artist: undefined }, 'artist', undefined],
    ['a duration of 0', { duration: 0 }, 'duration', undefined],
    ['a fractional duration', { duration: 1.5 }, 'duration', undefined],
    ['a duration that is text', { duration: 'long' }, 'duration', undefined],
    ['a genre off the list', { genre: 'Polka' }, 'genre', undefined],
    ['a youtubeLink that is not a URL', { youtubeLink: 'not a url' }, 'youtubeLink', undefined],
    [
      'audio that is not a data URL',
      { audioUrl: 'https://elsewhere.test/a.mp3' },
      'audioUrl',
      undefined,
    ],
    ['tags that are not a list', { tags: 'pop' }, 'tags', undefined],
  ])('refuses %s with 400 and stores nothing', async (_, overrides, path, message) => {
    const before = { tracks: await trackRows(), media: await mediaRows() }
    const res = await t.app.inject({
      method: 'POST',
      url: api('/music'),
      headers: authHeader(admin),
      payload: trackBody(overrides),
    })
    expect(res.statusCode).toBe(400)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.errors?.map((error) => error.path)).toContain(path)
    if (message) expect(body.errors?.find((error) => error.path === path)?.message).toBe(message)
    expect({ tracks: await trackRows(), media: await mediaRows() }).toEqual(before)
  })

  it('refuses a PNG sent as audio with 415 and stores nothing', async () => {
    const before = { tracks: await trackRows(), media: await mediaRows() }
    const res = await t.app.inject({
      method: 'POST',
      url: api('/music'),
      headers: authHeader(admin),
      payload: trackBody({ audioUrl: (await png(2)).replace('image/png', 'audio/mpeg') }),
    })
    expect(res.statusCode).toBe(415)
    expect({ tracks: await trackRows(), media: await mediaRows() }).toEqual(before)
  })

  it('releases the saved audio when the cover is refused', async () => {
    const before = { tracks: await trackRows(), media: await mediaRows() }
    const audio = wav(2, 7)
    const res = await t.app.inject({
      method: 'POST',
      url: api('/music'),
      headers: authHeader(admin),
      payload: trackBody({
        audioUrl: toDataUrl(audio, 'audio/wav'),
        coverImageUrl: toDataUrl(wav(1, 9), 'image/png'),
      }),
    })
    expect(res.statusCode).toBe(415)
    expect({ tracks: await trackRows(), media: await mediaRows() }).toEqual(before)
  })

  it('uploads a 50 MB audio file and reads its real length; one byte more is 413', async () => {
    const fifty = silentWav(50 * MB)
    const data = await upload({ audioUrl: toDataUrl(fifty, 'audio/wav'), duration: 5 })
    // 50 MB of 44.1 kHz stereo 16-bit PCM lasts (50 MB - 44) / 176400 B/s = 297.2 s.
    expect(data.duration).toBe(297)

    const before = { tracks: await trackRows(), media: await mediaRows() }
    const over = silentWav(50 * MB + 1)
    const res = await t.app.inject({
      method: 'POST',
      url: api('/music'),
      headers: authHeader(admin),
      payload: trackBody({ audioUrl: toDataUrl(over, 'audio/wav') }),
    })
    expect(res.statusCode).toBe(413)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Audio must be smaller than 50 MB.')
    expect({ tracks: await trackRows(), media: await mediaRows() }).toEqual(before)
  }, 60_000)
})

describe('GET /api/v1/music', () => {
  let tracks: MusicTrack[]
  let hidden: MusicTrack

  beforeAll(async () => {
    await t.db.delete(musicTracks)
    tracks = []
    for (const [index, releaseDate] of [
      '2023-01-10',
      '2024-06-01',
      '2022-03-03',
      '2024-01-15',
    ].entries()) {
      tracks.push(
        await upload({
          title: `Track ${index}`,
          releaseDate,
          audioUrl: toDataUrl(wav(1, 20 + index), 'audio/wav'),
        }),
      )
    }
    hidden = await upload({ title: 'Hidden', releaseDate: '2025-01-01', isActive: false })
  })

  it('lists every active track, newest release first, as one page', async () => {
    const page = await list()
    expect(page.docs.map((track) => track.title)).toEqual([
      'Track 1',
      'Track 3',
      'Track 0',
      'Track 2',
    ])
    expect(page).toMatchObject({ total: 4, page: 1, limit: 4, pages: 1 })
  })

  it('hides inactive tracks from guests and listeners, even when they ask', async () => {
    for (const token of [undefined, listener.token]) {
      const page = await list('?includeInactive=true', token)
      expect(page.docs.map((track) => track._id)).not.toContain(hidden._id)
      expect(page.total).toBe(4)
    }
    expect((await list('', admin)).docs.map((track) => track._id)).not.toContain(hidden._id)
  })

  it('shows inactive tracks to an admin who asks', async () => {
    const page = await list('?includeInactive=true', admin)
    expect(page.docs[0]).toMatchObject({ _id: hidden._id, isActive: false })
    expect(page.total).toBe(5)
  })

  it('answers a bounded page when page or limit is given', async () => {
    expect(await list('?page=2&limit=3')).toMatchObject({ total: 4, page: 2, limit: 3, pages: 2 })
    expect((await list('?page=2&limit=3')).docs.map((track) => track.title)).toEqual(['Track 2'])
    expect((await list('?limit=2')).docs.map((track) => track.title)).toEqual([
      'Track 1',
      'Track 3',
    ])
    expect(await list('?page=9&limit=2')).toMatchObject({
      docs: [],
      total: 4,
      page: 9,
      limit: 2,
      pages: 2,
    })
  })

  it.each(['?limit=0', '?limit=101', '?page=0', '?page=abc', '?limit=2.5', '?includeInactive=yes'])(
    'refuses %s with 400',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: api(`/music${query}`) })
      expect(res.statusCode).toBe(400)
      expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
    },
  )

  it('counts every play and the caller’s own plays; a userId query changes nothing', async () => {
    const [first, second] = [tracks[1], tracks[3]]
    if (!first || !second) throw new Error('missing fixtures')
    for (let i = 0; i < 3; i++) expect((await play(first._id, listener.token)).statusCode).toBe(200)
    expect((await play(first._id, other.token)).statusCode).toBe(200)
    expect((await play(second._id, other.token)).statusCode).toBe(200)

    const byId = (page: { docs: MusicTrack[] }) =>
      Object.fromEntries(page.docs.map((track) => [track._id, track]))
    const mine = byId(await list(`?userId=${other.id}`, listener.token))
    expect(mine[first._id]).toMatchObject({ playCount: 4, userPlays: 3 })
    expect(mine[second._id]).toMatchObject({ playCount: 1, userPlays: 0 })
    const guest = byId(await list(`?userId=${listener.id}`))
    expect(guest[first._id]).toMatchObject({ playCount: 4, userPlays: 0 })
  })
})

describe('the order of GET /api/v1/music', () => {
  it('places a track without a release date by its creation date among the releases', async () => {
    await t.db.delete(musicTracks)
    const older = await upload({ title: 'Released 2024', releaseDate: '2024-06-01' })
    const newer = await upload({ title: 'Released 2026', releaseDate: '2026-03-01' })
    // Uploaded without a release date: its card says when it was added, and so does its place.
    const undated = await upload({ title: 'Undated, added 2025', releaseDate: '' })
    const fresh = await upload({ title: 'Undated, added now', releaseDate: '' })
    await t.db
      .update(musicTracks)
      .set({ createdAt: new Date('2025-01-15T00:00:00Z') })
      .where(eq(musicTracks.id, undated._id))
    expect(undated.releaseDate).toBeNull()

    // A listener's list is never the guests' cached one, so the direct update above shows.
    const page = await list('', listener.token)
    expect(page.docs.map((track) => track._id)).toEqual([
      fresh._id,
      newer._id,
      undated._id,
      older._id,
    ])
    // Pages cut the same order.
    expect((await list('?page=2&limit=2', listener.token)).docs.map((track) => track._id)).toEqual([
      undated._id,
      older._id,
    ])
  })
})

describe('GET /api/v1/music/:id', () => {
  const one = async (id: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: api(`/music/${encodeURIComponent(id)}`),
      ...(token && { headers: { authorization: `Bearer ${token}` } }),
    })

  it('answers one track with its waveform and counts, the caller’s own plays included', async () => {
    const track = await upload({ title: 'Alone', audioUrl: toDataUrl(wav(1, 30), 'audio/wav') })
    await play(track._id, listener.token)
    const guest = successEnvelope(MusicTrackSchema).parse((await one(track._id)).json()).data
    expect(guest).toMatchObject({ _id: track._id, title: 'Alone', playCount: 1, userPlays: 0 })
    expect(guest.peaks).toHaveLength(200)
    const mine = successEnvelope(MusicTrackSchema).parse(
      (await one(track._id, listener.token)).json(),
    ).data
    expect(mine).toMatchObject({ playCount: 1, userPlays: 1 })
  })

  it('answers a deleted (inactive) track with isActive false, so its page can say so', async () => {
    const off = await upload({ title: 'Off air', isActive: false })
    const res = await one(off._id)
    expect(res.statusCode).toBe(200)
    expect(successEnvelope(MusicTrackSchema).parse(res.json()).data).toMatchObject({
      _id: off._id,
      isActive: false,
    })
  })

  it('answers 404 for an unknown, malformed or overlong id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', 'x'.repeat(100)]) {
      const res = await one(id)
      expect(res.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Music track not found.')
    }
  })
})

describe('PUT /api/v1/music/:id/play', () => {
  let track: MusicTrack
  beforeEach(async () => {
    track = await upload({ title: 'Played' })
  })

  it('records one play row for the token’s user and answers the counts after it', async () => {
    const first = await play(track._id, listener.token, { userId: listener.id })
    expect(first.statusCode).toBe(200)
    expect(PlayResponseSchema.parse(first.json())).toEqual({
      success: true,
      playCount: 1,
      userPlays: 1,
    })
    expect(PlayResponseSchema.parse((await play(track._id, other.token)).json())).toEqual({
      success: true,
      playCount: 2,
      userPlays: 1,
    })
    const rows = await t.db.select().from(musicPlays).where(eq(musicPlays.trackId, track._id))
    expect(rows.map((row) => row.userId).sort()).toEqual([listener.id, other.id].sort())
    for (const row of rows)
      expect(Math.abs(row.playedAt.getTime() - Date.now())).toBeLessThan(60_000)
  })

  it('refuses a guest with 401', async () => {
    expect((await play(track._id, undefined, { userId: listener.id })).statusCode).toBe(401)
    expect(await playRows(track._id)).toBe(0)
  })

  it('refuses a play claimed for another user with 403', async () => {
    const res = await play(track._id, listener.token, { userId: other.id })
    expect(res.statusCode).toBe(403)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(
      'You can only record your own plays.',
    )
    expect(await playRows(track._id)).toBe(0)
  })

  it('answers 404 for an unknown, malformed or inactive track', async () => {
    const inactive = await upload({ title: 'Off', isActive: false })
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', inactive._id]) {
      const res = await play(id, listener.token)
      expect(res.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
    }
    expect(await playRows(inactive._id)).toBe(0)
  })
})

describe('PUT /api/v1/music/:id', () => {
  it('updates the whole track and replaces the cover, releasing the old file', async () => {
    const track = await upload({ coverImageUrl: await png(10) })
    const newCover = await png(11)
    const res = await t.app.inject({
      method: 'PUT',
      url: api(`/music/${track._id}`),
      headers: authHeader(admin),
      payload: { ...track, title: 'Renamed', genre: 'Jazz', duration: 42, coverImageUrl: newCover },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = MusicWriteResponse.parse(res.json())
    expect(body.message).toBe('Music track updated successfully.')
    expect(body.data).toMatchObject({
      title: 'Renamed',
      genre: 'Jazz',
      duration: 42,
      audioUrl: track.audioUrl,
    })
    expect(body.data?.coverImageUrl).not.toBe(track.coverImageUrl)
    const [row] = await t.db.select().from(musicTracks).where(eq(musicTracks.id, track._id))
    expect(row).toMatchObject({
      title: 'Renamed',
      duration: 42,
      audioUrl: track.audioUrl,
      coverImageUrl: body.data?.coverImageUrl,
    })
    expect(onDisk(track.coverImageUrl)).toBe(false)
    expect(onDisk(row?.coverImageUrl ?? '')).toBe(true)
  })

  it('replaces the audio, takes its real length and releases the old file', async () => {
    const track = await upload({ audioUrl: toDataUrl(wav(2, 40), 'audio/wav') })
    const res = await t.app.inject({
      method: 'PUT',
      url: api(`/music/${track._id}`),
      headers: authHeader(admin),
      payload: { ...track, audioUrl: toDataUrl(wav(5, 41), 'audio/wav'), duration: 1 },
    })
    expect(res.statusCode, res.body).toBe(200)
    const data = MusicWriteResponse.parse(res.json()).data
    expect(data?.duration).toBe(5)
    expect(data?.audioUrl).not.toBe(track.audioUrl)
    expect(onDisk(track.audioUrl)).toBe(false)
  })

  it('toggles isActive, which hides the track from the public list', async () => {
    const track = await upload({ title: 'Toggle me' })
    const res = await t.app.inject({
      method: 'PUT',
      url: api(`/music/${track._id}`),
      headers: authHeader(admin),
      payload: { ...track, isActive: false },
    })
    expect(MusicWriteResponse.parse(res.json()).data?.isActive).toBe(false)
    expect((await list()).docs.map((doc) => doc._id)).not.toContain(track._id)
    expect(onDisk(track.audioUrl)).toBe(true)
  })

  it('keeps the row and files unchanged when the new file is refused', async () => {
    const track = await upload({ title: 'Stable' })
    const res = await t.app.inject({
      method: 'PUT',
      url: api(`/music/${track._id}`),
      headers: authHeader(admin),
      payload: { ...track, title: 'Changed', audioUrl: await png(12) },
    })
    expect(res.statusCode).toBe(415)
    const [row] = await t.db.select().from(musicTracks).where(eq(musicTracks.id, track._id))
    expect(row).toMatchObject({ title: 'Stable', audioUrl: track.audioUrl })
  })

  it('answers 400 for an invalid body and 404 for an unknown id', async () => {
    const track = await upload()
    const bad = await t.app.inject({
      method: 'PUT',
      url: api(`/music/${track._id}`),
      headers: authHeader(admin),
      payload: { ...track, duration: -3 },
    })
    expect(bad.statusCode).toBe(400)
    const missing = await t.app.inject({
      method: 'PUT',
      url: api('/music/unknown-id'),
      headers: authHeader(admin),
      payload: { ...track },
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('DELETE /api/v1/music/:id', () => {
  it('deletes the track with its plays and releases files nothing else uses', async () => {
    const shared = await png(20)
    const track = await upload({
      title: 'Doomed',
      coverImageUrl: shared,
      audioUrl: toDataUrl(wav(1, 60), 'audio/wav'),
    })
    const sibling = await upload({ title: 'Sibling', coverImageUrl: shared })
    await play(track._id, listener.token)
    await play(track._id, other.token)
    expect(await playRows(track._id)).toBe(2)

    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/music/${track._id}`),
      headers: authHeader(admin),
    })
    expect(res.statusCode).toBe(200)
    expect(MessageEnvelopeSchema.parse(res.json()).message).toBe(
      'Music track deleted successfully.',
    )
    expect(await t.db.select().from(musicTracks).where(eq(musicTracks.id, track._id))).toEqual([])
    expect(await playRows(track._id)).toBe(0)
    expect(onDisk(track.audioUrl)).toBe(false)
    // The cover is still the sibling's.
    expect(onDisk(sibling.coverImageUrl)).toBe(true)

    const again = await t.app.inject({
      method: 'DELETE',
      url: api(`/music/${track._id}`),
      headers: authHeader(admin),
    })
    expect(again.statusCode).toBe(404)
  })
})

describe('who may write music', () => {
  it.each([
    ['POST', () => '/music'],
    ['PUT', (id: string) => `/music/${id}`],
    ['DELETE', (id: string) => `/music/${id}`],
  ] as const)(
    '%s answers 401 without a token and 403 to a listener, changing nothing',
    async (method, path) => {
      const track = await upload({ title: 'Guarded' })
      const before = { tracks: await trackRows(), media: await mediaRows() }
      const payload = method === 'DELETE' ? undefined : trackBody({ title: 'Intruder' })
      for (const [headers, status] of [
        [{}, 401],
        [authHeader(listener.token), 403],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: api(path(track._id)),
          headers,
          ...(payload && { payload }),
        })
        expect(res.statusCode).toBe(status)
        expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
      }
      expect({ tracks: await trackRows(), media: await mediaRows() }).toEqual(before)
      const [row] = await t.db.select().from(musicTracks).where(eq(musicTracks.id, track._id))
      expect(row?.title).toBe('Guarded')
    },
  )
})

describe('the guests’ list, served from a short-lived cache', () => {
  const guestGet = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: api('/music'),
      headers: encoding ? { 'accept-encoding': encoding } : {},
    })
  const decode = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
    const encoding = res.headers['content-encoding']
    const bytes =
      encoding === 'gzip'
        ? gunzipSync(res.rawPayload)
        : encoding === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : res.rawPayload
    return MusicListResponse.parse(JSON.parse(bytes.toString('utf8'))).data
  }
  const countOf = (page: { docs: MusicTrack[] }, id: string) =>
    page.docs.find((doc) => doc._id === id)?.playCount

  it('shows every write at once: a play, an upload, an edit and a delete', async () => {
    const track = await upload({ title: 'Cached' })
    expect(countOf(decode(await guestGet('gzip')), track._id)).toBe(0)
    await play(track._id, listener.token)
    expect(countOf(decode(await guestGet('gzip')), track._id)).toBe(1)

    const added = await upload({ title: 'Newcomer' })
    expect(decode(await guestGet('gzip')).docs.map((doc) => doc._id)).toContain(added._id)
    await t.app.inject({
      method: 'PUT',
      url: api(`/music/${added._id}`),
      headers: authHeader(admin),
      payload: { ...added, title: 'Renamed newcomer' },
    })
    expect(decode(await guestGet('gzip')).docs.find((doc) => doc._id === added._id)?.title).toBe(
      'Renamed newcomer',
    )
    await t.app.inject({
      method: 'DELETE',
      url: api(`/music/${added._id}`),
      headers: authHeader(admin),
    })
    expect(decode(await guestGet('gzip')).docs.map((doc) => doc._id)).not.toContain(added._id)
  })

  it('answers the same list in brotli, gzip and plain JSON, as the client asks', async () => {
    const [br, gz, plain, refused] = [
      await guestGet('gzip, deflate, br'),
      await guestGet('gzip'),
      await guestGet(),
      await guestGet('gzip;q=0, br;q=0'),
    ]
    expect([br, gz, plain, refused].map((res) => res.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
      undefined,
    ])
    for (const res of [br, gz, plain, refused]) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.headers.vary).toMatch(/accept-encoding/i)
    }
    expect(decode(br)).toEqual(decode(plain))
    expect(decode(gz)).toEqual(decode(refused))
  })

  it('is not used for signed-in listeners, whose userPlays are their own', async () => {
    const track = await upload({ title: 'Personal' })
    await play(track._id, other.token)
    const mine = await list('', listener.token)
    const theirs = await list('', other.token)
    expect(mine.docs.find((doc) => doc._id === track._id)).toMatchObject({
      playCount: 1,
      userPlays: 0,
    })
    expect(theirs.docs.find((doc) => doc._id === track._id)).toMatchObject({
      playCount: 1,
      userPlays: 1,
    })
  })

  it('negotiates encodings by q-value', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined()
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBeUndefined()
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip')
    expect(negotiateEncoding('x-gzip')).toBe('gzip')
  })

  it('drops a fill that was still rendering when a write happened, and expires', async () => {
    let clock = 0
    const cache = new ResponseCache({ ttlMs: 1000, now: () => clock })
    let version = 1
    let release: () => void = () => undefined
    const server = Fastify()
    server.get('/', (request, reply) =>
      cache.send(request, reply, async () => {
        const seen = version
        if (seen === 1) await new Promise<void>((resolve) => (release = resolve))
        return JSON.stringify({ version: seen })
      }),
    )
    try {
      const slow = server.inject({ method: 'GET', url: '/' })
      await new Promise((resolve) => setTimeout(resolve, 20))
      version = 2 // the write commits while the first render is in flight...
      cache.invalidate()
      release()
      expect((await slow).json()).toEqual({ version: 1 })
      // ...so its stale result was not kept.
      expect((await server.inject({ method: 'GET', url: '/' })).json()).toEqual({ version: 2 })
      version = 3 // a write this process does not see: served until the TTL runs out
      expect((await server.inject({ method: 'GET', url: '/' })).json()).toEqual({ version: 2 })
      clock = 1001
      expect((await server.inject({ method: 'GET', url: '/' })).json()).toEqual({ version: 3 })
    } finally {
      await server.close()
    }
  })
})

describe('play rate limit', () => {
  it('limits plays per user with 429 and leaves other users their own budget', async () => {
    const limited = await createTestApp({ rateLimit: true })
    try {
      const adminToken = (await createUser(limited.app, { admin: true })).token
      const first = (await createUser(limited.app)).token
      const second = (await createUser(limited.app)).token
      const created = await limited.app.inject({
        method: 'POST',
        url: api('/music'),
        headers: authHeader(adminToken),
        payload: trackBody(),
      })
      const id = MusicWriteResponse.parse(created.json()).data?._id ?? ''
      const send = (token: string) =>
        limited.app.inject({
          method: 'PUT',
          url: api(`/music/${id}/play`),
          headers: authHeader(token),
        })
      const statuses: number[] = []
      for (let i = 0; i < 121; i++) statuses.push((await send(first)).statusCode)
      expect(statuses.filter((status) => status === 200)).toHaveLength(120)
      expect(statuses.at(-1)).toBe(429)
      expect((await send(second)).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  }, 60_000)
})
