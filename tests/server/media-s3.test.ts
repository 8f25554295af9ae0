import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../server/env'
import { S3BlobStore } from '../../server/media/s3-store'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'
import { startS3, type TestS3 } from './support/s3-server'

/**
 * MEDIA_STORE=s3 against a real S3-compatible server (s3rver, started on a free port): the same
 * /media URLs, types, caching and Range answers as the disk store, variants written to the
 * bucket, files released from it, readiness, and `npm run media:migrate`.
 */

const execFileAsync = promisify(execFile)
const ROOT = new URL('../../', import.meta.url).pathname

let s3: TestS3
let t: TestApp
let disk: TestApp
let tokens: { s3: string; disk: string }
let photo: Buffer

const bucketOf = (s3Server: TestS3) => {
  const env = loadEnv({ DATA_DIR: '/nowhere', ...s3Server.env })
  return new S3BlobStore({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  })
}
async function names(s3Server: TestS3): Promise<string[]> {
  const found: string[] = []
  for await (const name of bucketOf(s3Server).list()) found.push(name)
  return found.sort()
}

async function addArtist(app: TestApp, token: string, image: Buffer) {
  const started = performance.now()
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v1/artist/add',
    headers: authHeader(token),
    payload: {
      name: 'Stored',
      bio: 'B.',
      imageUrl: `data:image/png;base64,${image.toString('base64')}`,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  const { data } = res.json<{ data: { _id: string; imageUrl: string } }>()
  return { ...data, ms: performance.now() - started }
}

beforeAll(async () => {
  s3 = await startS3()
  t = await createTestApp({ env: s3.env })
  disk = await createTestApp()
  tokens = {
    s3: (await createUser(t.app, { admin: true })).token,
    disk: (await createUser(disk.app, { admin: true })).token,
  }
  // Noise, so the PNG is large (about 1.4 MB) and its variants are real work.
  const raw = randomBytes(800 * 600 * 3)
  photo = await sharp(raw, { raw: { width: 800, height: 600, channels: 3 } })
    .png()
    .toBuffer()
}, 60_000)

afterAll(async () => {
  await t?.close()
  await disk?.close()
  await s3?.close()
})

describe('MEDIA_STORE=s3', () => {
  it('stores an upload and its variants in the bucket, not on the disk', async () => {
    const { imageUrl } = await addArtist(t, tokens.s3, photo)
    const name = imageUrl.replace('/media/', '')
    const stored = await names(s3)
    expect(stored).toContain(name)
    expect(stored.filter((key) => key.endsWith('.webp')).length).toBeGreaterThanOrEqual(2)
    expect(await readdir(join(t.dataDir, 'media')).catch(() => [])).toEqual([])
  })

  it('serves the same URLs with type, caching, ETag, 304 and Range', async () => {
    const { imageUrl } = await addArtist(
      t,
      tokens.s3,
      await sharp(photo).rotate(90).png().toBuffer(),
    )
    const whole = await t.app.inject({ method: 'GET', url: imageUrl })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('image/png')
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(whole.headers['accept-ranges']).toBe('bytes')
    const size = whole.rawPayload.length
    expect(Number(whole.headers['content-length'])).toBe(size)

    const part = await t.app.inject({
      method: 'GET',
      url: imageUrl,
      headers: { range: 'bytes=100-1123' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${size}`)
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 1124))

    const suffix = await t.app.inject({
      method: 'GET',
      url: imageUrl,
      headers: { range: 'bytes=-10' },
    })
    expect(suffix.rawPayload).toEqual(whole.rawPayload.subarray(size - 10))
    const past = await t.app.inject({
      method: 'GET',
      url: imageUrl,
      headers: { range: `bytes=${size}-` },
    })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${size}`)

    const again = await t.app.inject({
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': String(whole.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    const missing = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}.png` })
    expect(missing.statusCode).toBe(404)
  })

  it('makes a missing variant on demand and writes it to the bucket', async () => {
    const { imageUrl } = await addArtist(t, tokens.s3, await sharp(photo).flip().png().toBuffer())
    const hash = imageUrl.replace('/media/', '').split('.')[0] ?? ''
    const variant = (await names(s3)).find((key) => key.startsWith(`${hash}-`)) ?? ''
    expect(variant).toMatch(/-\d+\.webp$/)
    await bucketOf(s3).remove(variant)
    expect(await names(s3)).not.toContain(variant)
    const res = await t.app.inject({ method: 'GET', url: `/media/${variant}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(await names(s3)).toContain(variant)
  })

  it('releases the files of a deleted artist from the bucket', async () => {
    const artist = await addArtist(t, tokens.s3, await sharp(photo).negate().png().toBuffer())
    const hash = artist.imageUrl.replace('/media/', '').split('.')[0] ?? ''
    expect((await names(s3)).some((key) => key.startsWith(hash))).toBe(true)
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/artist/${artist._id}`,
      headers: authHeader(tokens.s3),
    })
    expect(res.statusCode).toBe(200)
    expect((await names(s3)).some((key) => key.startsWith(hash))).toBe(false)
  })

  it('is ready while the bucket answers, and not for a bucket that does not exist', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })
    expect(ready.statusCode).toBe(200)
    const wrong = await createTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } })
    try {
      expect(
        (await wrong.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode,
      ).toBe(503)
    } finally {
      await wrong.close()
    }
  })

  it('is refused at start without its bucket and keys, naming them', () => {
    expect(() => loadEnv({ MEDIA_STORE: 's3' })).toThrow(
      /S3_BUCKET must be set[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    )
  })

  it('uploads and serves a Range within the same order of time as the disk store', async () => {
    const timings: Record<'disk' | 's3', { upload: number; range: number }> = {
      disk: { upload: 0, range: 0 },
      s3: { upload: 0, range: 0 },
    }
    for (const [kind, app, token] of [
      ['disk', disk, tokens.disk],
      ['s3', t, tokens.s3],
    ] as const) {
      const image = await sharp(photo).tint('#336699').png().toBuffer()
      const { imageUrl, ms } = await addArtist(app, token, image)
      const started = performance.now()
      const part = await app.app.inject({
        method: 'GET',
        url: imageUrl,
        headers: { range: 'bytes=0-65535' },
      })
      timings[kind] = { upload: ms, range: performance.now() - started }
      expect(part.statusCode).toBe(206)
    }
    console.log(
      `[media] ${(photo.length / 1e6).toFixed(1)} MB image upload (with variants): disk ` +
        `${timings.disk.upload.toFixed(0)} ms, s3 ${timings.s3.upload.toFixed(0)} ms; 64 kB Range: ` +
        `disk ${timings.disk.range.toFixed(1)} ms, s3 ${timings.s3.range.toFixed(1)} ms`,
    )
    // Loose on purpose: a bucket adds round trips, never an order of magnitude.
    expect(timings.s3.range).toBeLessThan(Math.max(200, timings.disk.range * 20))
  })
})

describe('npm run media:migrate', () => {
  it('copies a disk store into a bucket and verifies every object', async () => {
    const target = await startS3('migrated')
    try {
      await addArtist(disk, tokens.disk, await sharp(photo).blur(2).png().toBuffer())
      const onDisk = (await readdir(join(disk.dataDir, 'media'))).filter(
        (name) => !name.startsWith('.'),
      )
      expect(onDisk.length).toBeGreaterThan(1)
      const run = () =>
        execFileAsync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/media-migrate.ts'], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: disk.dataDir, ...target.env },
        })
      const first = await run()
      expect(first.stdout).toContain(`${onDisk.length} copied, ${onDisk.length} verified`)
      expect(await names(target)).toEqual(onDisk.sort())
      // Again: nothing left to copy, everything verified.
      const second = await run()
      expect(second.stdout).toContain(`0 copied, ${onDisk.length} verified`)
    } finally {
      await target.close()
    }
  }, 60_000)
})
