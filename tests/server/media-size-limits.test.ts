import { watch, type FSWatcher } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema, MB } from '../../contract'
import { HttpError } from '../../server/lib/http-error'
import {
  REQUEST_MEDIA_MAX_BYTES,
  checkRequestMedia,
  mediaBodyLimit,
} from '../../server/media/limits'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * One request's media is bounded: every media route's body limit is the smallest that fits the
 * files it takes (one of each kind, at its kind's limit) and the text fields; the decoded total
 * is capped (55 MB: a track's audio and cover); anything larger is a 413 before a byte is written.
 */

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  admin = (await createUser(t.app, { admin: true })).token
})
afterAll(() => t.close())

const mediaDir = () => join(t.dataDir, 'media')
/** Exactly `bytes` zero bytes as a data URL: cheap to build, and no file type at all. */
const junkDataUrl = (bytes: number, mime = 'application/octet-stream') => {
  const tail = ['', 'AA==', 'AAA='][bytes % 3] ?? ''
  return `data:${mime};base64,${'A'.repeat(4 * Math.floor(bytes / 3))}${tail}`
}

/** PCM WAV, 8 kHz mono 16-bit, one second: a real audio file the store would write. */
function wavDataUrl(): string {
  const samples = 8000
  const buffer = Buffer.alloc(44 + samples * 2)
  buffer.write('RIFF', 0)
  buffer.writeUInt32LE(36 + samples * 2, 4)
  buffer.write('WAVEfmt ', 8)
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(1, 22)
  buffer.writeUInt32LE(8000, 24)
  buffer.writeUInt32LE(16000, 28)
  buffer.writeUInt16LE(2, 32)
  buffer.writeUInt16LE(16, 34)
  buffer.write('data', 36)
  buffer.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++)
    buffer.writeInt16LE(Math.round(8000 * Math.sin(i / 5)), 44 + i * 2)
  return `data:audio/wav;base64,${buffer.toString('base64')}`
}

const track = (overrides: Record<string, unknown>) => ({
  title: 'Kigali Nights',
  artist: 'Aline',
  genre: 'Pop',
  duration: 60,
  audioUrl: wavDataUrl(),
  ...overrides,
})

/** A JSON body of exactly `size` bytes: `body` plus a padding field. */
function bodyOfSize(body: Record<string, unknown>, size: number): string {
  const base = JSON.stringify({ ...body, padding: '' })
  return JSON.stringify({ ...body, padding: 'x'.repeat(size - base.length) })
}

/** Sends a request while recording every file event in the media directory. */
async function watchingMedia(send: () => Promise<{ statusCode: number; body: string }>) {
  const events: string[] = []
  const watcher: FSWatcher = watch(mediaDir(), (_event, name) => events.push(String(name)))
  try {
    const res = await send()
    await new Promise((resolve) => setTimeout(resolve, 100)) // let inotify deliver
    return { res, events }
  } finally {
    watcher.close()
  }
}

const post = (
  url: string,
  payload: string | Record<string, unknown>,
  method: 'POST' | 'PUT' = 'POST',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...authHeader(admin), 'content-type': 'application/json' },
    payload,
  })

describe('the rule', () => {
  it('has the documented figures', () => {
    expect(REQUEST_MEDIA_MAX_BYTES).toBe(55 * MB)
    // One 5 MB image: 6.67 MB of base64, its header, 1 MB of text fields.
    expect(mediaBodyLimit(['image'])).toBe(MB + 6_990_508 + 256)
    expect(mediaBodyLimit(['image', 'video'])).toBe(MB + 6_990_508 + 27_962_028 + 512)
    expect(mediaBodyLimit(['audio', 'image'])).toBe(MB + 69_905_068 + 6_990_508 + 512)
  })

  it('caps the decoded total of one request at 55 MB', () => {
    const audio = [junkDataUrl(50 * MB), 'audio'] as const
    const cover = [junkDataUrl(5 * MB), 'image'] as const
    expect(() => checkRequestMedia([audio, cover])).not.toThrow()
    let error: unknown
    try {
      checkRequestMedia([audio, cover, [junkDataUrl(3), 'image']])
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).statusCode).toBe(413)
    expect((error as HttpError).message).toBe('The files of one request must total at most 55 MB.')
  })

  it('caps a route at the files it takes (a gallery item: 25 MB)', () => {
    const items = [
      [junkDataUrl(5 * MB), 'image'],
      [junkDataUrl(5 * MB), 'image'],
      [junkDataUrl(20 * MB), 'video'],
    ] as const
    expect(() => checkRequestMedia(items, 25 * MB)).toThrow(/25 MB/)
  })
})

describe('body limits are the smallest that fit', () => {
  it.each([
    ['POST', '/api/v1/artist/add', ['image']],
    ['POST', '/api/v1/producer/add-producer', ['image']],
    ['POST', '/api/v1/filmmaker/create', ['image']],
    ['POST', '/api/v1/gallery/add-gallery', ['image', 'video']],
    ['POST', '/api/v1/music', ['audio', 'image']],
  ] as const)(
    '%s %s: one byte over its limit is a 413, nothing written',
    async (method, url, kinds) => {
      const limit = mediaBodyLimit(kinds)
      const { res, events } = await watchingMedia(() =>
        post(url, bodyOfSize({ title: 'x' }, limit + 1), method),
      )
      expect(res.statusCode).toBe(413)
      expect(ErrorEnvelopeSchema.parse(JSON.parse(res.body)).success).toBe(false)
      expect(events).toEqual([])
    },
    60_000,
  )

  it('a track with a 50 MB audio file and a 5 MB cover fits (refused for its junk bytes, not its size)', async () => {
    const body = bodyOfSize(
      track({ audioUrl: junkDataUrl(50 * MB, 'audio/wav'), coverImageUrl: junkDataUrl(5 * MB) }),
      mediaBodyLimit(['audio', 'image']),
    )
    const res = await post('/api/v1/music', body)
    expect(res.statusCode).toBe(415)
  }, 60_000)
})

describe('an oversized file is refused before any file of the request is written', () => {
  it('a track whose cover is 1 byte over 5 MB: 413, the audio is not written either', async () => {
    const { res, events } = await watchingMedia(() =>
      post('/api/v1/music', track({ coverImageUrl: junkDataUrl(5 * MB + 1, 'image/png') })),
    )
    expect(res.statusCode).toBe(413)
    expect(ErrorEnvelopeSchema.parse(JSON.parse(res.body)).message).toBe(
      'Image must be smaller than 5 MB.',
    )
    expect(events).toEqual([])
    expect(await readdir(mediaDir())).toEqual([])
  })

  it('a gallery item whose video is over 20 MB: 413, the image is not written', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer()
    const { res, events } = await watchingMedia(() =>
      post('/api/v1/gallery/add-gallery', {
        title: 'Session',
        description: 'A night at the studio.',
        category: 'studio',
        image: `data:image/png;base64,${png.toString('base64')}`,
        videoUrl: junkDataUrl(20 * MB + 1, 'video/mp4'),
      }),
    )
    expect(res.statusCode).toBe(413)
    expect(ErrorEnvelopeSchema.parse(JSON.parse(res.body)).message).toBe(
      'Video must be smaller than 20 MB.',
    )
    expect(events).toEqual([])
  })
})
