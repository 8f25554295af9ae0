import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Mp3Encoder } from '@breezystack/lamejs'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client'
import { artists, mediaFiles } from '../../server/db/schema'
import { HttpError } from '../../server/lib/http-error'
import { MEDIA_MESSAGES, MediaStore, type MediaKind } from '../../server/media'
import { createTestApp, type TestApp } from './helpers'
import { writeWavHeader } from './support/audio'

let t: TestApp
let db: Db
let store: MediaStore
let app: FastifyInstance
let dir: string

const toDataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`

/** A noisy picture, so encoders cannot shrink it to nothing and variants differ from the original. */
async function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251
  const image = sharp(raw, { raw: { width, height, channels: 3 } })
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer()
}

function wav(seconds: number, sampleRate = 8000): Buffer {
  const samples = seconds * sampleRate
  const buffer = Buffer.alloc(44 + samples * 2)
  writeWavHeader(buffer, sampleRate, samples * 2)
  // One 40-sample cycle of a tone, repeated: building a long file stays cheap.
  const cycle = Buffer.alloc(80)
  for (let i = 0; i < 40; i++)
    cycle.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * i) / 40)), i * 2)
  buffer.fill(cycle, 44)
  return buffer
}

function mp3(seconds: number): Buffer {
  const sampleRate = 22050
  const pcm = new Int16Array(seconds * sampleRate).map((_, i) =>
    Math.round(6000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate)),
  )
  const encoder = new Mp3Encoder(1, sampleRate, 64)
  const chunks: Buffer[] = []
  const keep = (part: Uint8Array) =>
    chunks.push(Buffer.from(part.buffer, part.byteOffset, part.byteLength))
  for (let i = 0; i < pcm.length; i += 1152) keep(encoder.encodeBuffer(pcm.subarray(i, i + 1152)))
  keep(encoder.flush())
  return Buffer.concat(chunks)
}

async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message }
    throw error
  }
  throw new Error('expected a rejection')
}

const filesOf = async (hash: string) =>
  (await readdir(dir)).filter((name) => name.startsWith(hash)).sort()

beforeAll(async () => {
  t = await createTestApp()
  ;({ app, db } = t)
  store = app.media
  dir = join(t.dataDir, 'media')
})

afterAll(() => t.close())

describe('MediaStore.save', () => {
  it('stores a PNG by content hash with its WebP variants', async () => {
    const png = await picture(1500, 900, 'png')
    const stored = await store.save(toDataUrl(png, 'image/png'), 'image')

    expect(stored).toMatchObject({
      mime: 'image/png',
      kind: 'image',
      size: png.length,
      width: 1500,
      height: 900,
    })
    expect(stored.url).toBe(`/media/${stored.hash}.png`)
    expect(await filesOf(stored.hash)).toEqual([
      `${stored.hash}-1024.webp`,
      `${stored.hash}-320.webp`,
      `${stored.hash}-640.webp`,
      `${stored.hash}.png`,
    ])
    expect((await readFile(join(dir, `${stored.hash}.png`))).equals(png)).toBe(true)
    const variant = await sharp(join(dir, `${stored.hash}-640.webp`)).metadata()
    expect(variant).toMatchObject({ format: 'webp', width: 640, height: 384 })
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.hash, stored.hash))
    expect(row).toMatchObject({
      kind: 'image',
      ext: 'png',
      mime: 'image/png',
      size: png.length,
      variants: [320, 640, 1024],
    })
  })

  it('never enlarges: the wider variants of a narrow JPEG keep its width, whatever mime was declared', async () => {
    const jpeg = await picture(500, 400, 'jpeg')
    const stored = await store.save(toDataUrl(jpeg, 'application/octet-stream'), 'image')
    expect(stored.mime).toBe('image/jpeg')
    expect(await filesOf(stored.hash)).toEqual([
      `${stored.hash}-1024.webp`,
      `${stored.hash}-320.webp`,
      `${stored.hash}-640.webp`,
      `${stored.hash}.jpg`,
    ])
    const widths = await Promise.all(
      [320, 640, 1024].map(
        async (width) => (await sharp(join(dir, `${stored.hash}-${width}.webp`)).metadata()).width,
      ),
    )
    expect(widths).toEqual([320, 500, 500])
  })

  it('stores the same content once', async () => {
    const png = await picture(200, 200, 'png')
    const first = await store.save(toDataUrl(png, 'image/png'), 'image')
    const second = await store.saveBuffer(png, 'image')
    expect(second.url).toBe(first.url)
    expect(await filesOf(first.hash)).toHaveLength(4)
    expect(await db.select().from(mediaFiles).where(eq(mediaFiles.hash, first.hash))).toHaveLength(
      1,
    )
  })

  it('reads the real duration of MP3 and WAV audio', async () => {
    const fromMp3 = await store.save(toDataUrl(mp3(3), 'audio/mpeg'), 'audio')
    expect(fromMp3).toMatchObject({ mime: 'audio/mpeg', durationSeconds: 3 })
    expect(fromMp3.url).toMatch(/\.mp3$/)
    const fromWav = await store.saveBuffer(wav(4), 'audio')
    expect(fromWav).toMatchObject({ mime: 'audio/wav', durationSeconds: 4 })
  })

  it('accepts an audio upload just under 50 MB', async () => {
    const big = wav(3270)
    expect(big.length).toBeGreaterThan(49 * 1024 * 1024)
    expect(big.length).toBeLessThan(50 * 1024 * 1024)
    const stored = await store.save(toDataUrl(big, 'audio/wav'), 'audio')
    expect(stored).toMatchObject({ mime: 'audio/wav', size: big.length, durationSeconds: 3270 })
    await store.releaseUnreferenced([stored.url])
  })

  it.each<[string, Buffer, string, MediaKind]>([
    ['a PNG sent as audio', Buffer.alloc(0), 'audio/mpeg', 'audio'],
    [
      'HTML sent as an image',
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      'image/png',
      'image',
    ],
    [
      'SVG sent as an image',
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      'image/svg+xml',
      'image',
    ],
    ['a WAV sent as a video', wav(1), 'video/mp4', 'video'],
    ['an image sent as a video', Buffer.alloc(0), 'video/mp4', 'video'],
  ])('refuses %s with 415', async (_, given, mime, kind) => {
    const bytes = given.length > 0 ? given : await picture(64, 64, 'png')
    const before = await readdir(dir)
    expect(await rejection(store.save(toDataUrl(bytes, mime), kind))).toEqual({
      status: 415,
      message: MEDIA_MESSAGES.wrongType[kind],
    })
    expect(await readdir(dir)).toEqual(before)
  })

  it('refuses audio bytes whose container does not parse with 415', async () => {
    const broken = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), Buffer.alloc(64, 7)])
    expect((await rejection(store.saveBuffer(broken, 'audio'))).status).toBe(415)
  })

  it('refuses files over the limit of their kind with 413 and a message naming it', async () => {
    const overImage = `data:image/png;base64,${'A'.repeat(7_000_000)}`
    expect(await rejection(store.save(overImage, 'image'))).toEqual({
      status: 413,
      message: 'Image must be smaller than 5 MB.',
    })
    const overVideo = `data:video/mp4;base64,${'A'.repeat(28_000_000)}`
    expect(await rejection(store.save(overVideo, 'video'))).toEqual({
      status: 413,
      message: 'Video must be smaller than 20 MB.',
    })
    expect(
      (await rejection(store.saveBuffer(Buffer.alloc(51 * 1024 * 1024), 'audio'))).status,
    ).toBe(413)
  })

  it('refuses a malformed data URL with 400', async () => {
    expect(await rejection(store.save('not a data url', 'image'))).toEqual({
      status: 400,
      message: 'This file could not be read.',
    })
  })
})

describe('MediaStore.releaseUnreferenced', () => {
  it('removes the files, variants and row of unreferenced media only', async () => {
    const kept = await store.saveBuffer(await picture(700, 500, 'png'), 'image')
    const dropped = await store.saveBuffer(await picture(710, 500, 'jpeg'), 'image')
    await db.insert(artists).values({
      name: 'Keeper',
      image: kept.url,
      socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
    })

    await store.releaseUnreferenced([
      kept.url,
      dropped.url,
      '/media/not-ours.png',
      'https://elsewhere.test/x.jpg',
    ])

    expect(await filesOf(kept.hash)).toEqual([
      `${kept.hash}-1024.webp`,
      `${kept.hash}-320.webp`,
      `${kept.hash}-640.webp`,
      `${kept.hash}.png`,
    ])
    expect(await filesOf(dropped.hash)).toEqual([])
    expect(await db.select().from(mediaFiles).where(eq(mediaFiles.hash, kept.hash))).toHaveLength(1)
    expect(
      await db.select().from(mediaFiles).where(eq(mediaFiles.hash, dropped.hash)),
    ).toHaveLength(0)
  })
})

describe('GET /media/:name', () => {
  let url: string
  let hash: string
  let bytes: Buffer

  beforeAll(async () => {
    bytes = mp3(2)
    ;({ url, hash } = await store.saveBuffer(bytes, 'audio'))
  })

  it('serves the file with its type, a strong ETag and a one-year immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${hash}"`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-length': String(bytes.length),
    })
    expect(response.rawPayload.equals(bytes)).toBe(true)
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-length']).toBe(String(bytes.length))
    expect(response.rawPayload.length).toBe(0)
  })

  it('answers 304 when the ETag matches', async () => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': `"${hash}"` },
    })
    expect(response.statusCode).toBe(304)
    expect(response.rawPayload.length).toBe(0)
    const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } })
    expect(stale.statusCode).toBe(200)
  })

  it.each([
    ['bytes=10-19', 10, 19],
    ['bytes=100-', 100, -1],
    ['bytes=-25', -25, -1],
  ])('answers %s with 206 and exactly those bytes', async (range, from, to) => {
    const start = from < 0 ? bytes.length + from : from
    const end = to < 0 ? bytes.length - 1 : to
    const response = await app.inject({ method: 'GET', url, headers: { range } })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${bytes.length}`)
    expect(response.headers['content-length']).toBe(String(end - start + 1))
    expect(response.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true)
  })

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${bytes.length}-` },
    })
    expect(response.statusCode).toBe(416)
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`)
  })

  it('ignores the range when If-Range names another version', async () => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-9', 'if-range': '"old"' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBe(bytes.length)
  })

  it('serves image variants as WebP', async () => {
    const image = await store.saveBuffer(await picture(400, 300, 'png'), 'image')
    const response = await app.inject({ method: 'GET', url: `/media/${image.hash}-320.webp` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(response.headers.etag).toBe(`"${image.hash}-320"`)
  })

  it('writes a variant missing from an image stored before, once, on its first request', async () => {
    const image = await store.saveBuffer(await picture(900, 600, 'jpeg'), 'image')
    // As an upload from before every width was written: no 1024 file, the row without it.
    await rm(join(dir, `${image.hash}-1024.webp`))
    await db
      .update(mediaFiles)
      .set({ variants: [320, 640] })
      .where(eq(mediaFiles.hash, image.hash))

    const response = await app.inject({ method: 'GET', url: `/media/${image.hash}-1024.webp` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 900,
    })
    expect(await filesOf(image.hash)).toContain(`${image.hash}-1024.webp`)
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.hash, image.hash))
    expect(row?.variants).toEqual([320, 640, 1024])

    // Released with the rest when nothing references it any more.
    await store.releaseUnreferenced([image.url])
    expect(await filesOf(image.hash)).toEqual([])
  })

  it.each([
    `/media/${'c'.repeat(64)}-1024.webp`,
    `/media/${'c'.repeat(64)}-1023.webp`,
    `/media/${'c'.repeat(64)}-320.png`,
  ])('answers 404 for a variant it cannot make: %s', async (path) => {
    const audio = await store.saveBuffer(mp3(1), 'audio')
    const paths = [path, path.replace('c'.repeat(64), audio.hash)]
    for (const url of paths) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
    }
    expect(await filesOf(audio.hash)).toEqual([`${audio.hash}.mp3`])
  })

  it.each([
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/media/..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/abc.png',
    `/media/${'A'.repeat(64)}.png`,
    `/media/${'a'.repeat(64)}.png`,
    `/media/.${'b'.repeat(64)}.png.tmp`,
  ])('answers 404 for %s', async (path) => {
    const response = await app.inject({ method: 'GET', url: path })
    expect(response.statusCode).toBe(404)
  })

  it('never serves a file from outside the media folder', async () => {
    for (const path of [
      '/media/../../../../../../etc/passwd',
      '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const response = await app.inject({ method: 'GET', url: path })
      expect(response.body).not.toContain('root:')
      expect(response.headers['content-type'] ?? '').not.toMatch(/^(audio|image|video)\//)
    }
  })
})
