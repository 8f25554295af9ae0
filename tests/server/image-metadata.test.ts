import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GalleryItemSchema, messageEnvelope } from '../../contract'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * Image originals are stored without their metadata (a phone photo's EXIF carries its GPS
 * position), upright (the EXIF orientation applied to the pixels), in their own format, and
 * named by the hash of the bytes stored.
 */

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createUser(t.app, { admin: true })).token
})
afterAll(() => t.close())

const WIDTH = 40
const HEIGHT = 20
const RED = { r: 255, g: 0, b: 0 }
const BLUE = { r: 0, g: 0, b: 255 }

/** 40×20 pixels, left half red, right half blue. */
function halves(): Buffer {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3)
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) raw[(y * WIDTH + x) * 3 + (x < WIDTH / 2 ? 0 : 2)] = 255
  return raw
}

const PHONE_EXIF = {
  IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
  IFD3: {
    GPSLatitudeRef: 'S',
    GPSLatitude: '1/1 56/1 30/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '30/1 3/1 40/1',
  },
}

/** As a phone writes it: pixels stored sideways, EXIF orientation 6 (turn 90° clockwise), GPS. */
const phoneJpeg = () =>
  sharp(halves(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg()
    .withExif(PHONE_EXIF)
    .withMetadata({ orientation: 6 })
    .toBuffer()

async function upload(bytes: Buffer, mime: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/gallery/add-gallery',
    headers: authHeader(admin),
    payload: {
      title: 'Studio night',
      description: 'Taken on a phone.',
      category: 'studio',
      image: `data:${mime};base64,${bytes.toString('base64')}`,
    },
  })
  expect(res.statusCode).toBe(201)
  const image = messageEnvelope(GalleryItemSchema).parse(res.json()).data?.image
  if (!image) throw new Error('the created item has no image')
  return image
}

const stored = (url: string) => readFile(join(t.dataDir, 'media', url.replace(/^\/media\//, '')))

async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 }
}

const near = (actual: { r: number; g: number; b: number }, expected: typeof RED) =>
  Math.abs(actual.r - expected.r) +
  Math.abs(actual.g - expected.g) +
  Math.abs(actual.b - expected.b)

describe('image originals are stored without metadata', () => {
  it('a phone JPEG with GPS and an orientation tag: stored JPEG, no EXIF, pixels turned upright', async () => {
    const upload0 = await phoneJpeg()
    const before = await sharp(upload0).metadata()
    expect(before.orientation).toBe(6)
    expect(before.exif?.includes('PhoneCo')).toBe(true)

    const url = await upload(upload0, 'image/jpeg')
    expect(url).toMatch(/^\/media\/[a-f0-9]{64}\.jpg$/)
    const bytes = await stored(url)
    const after = await sharp(bytes).metadata()
    expect(after.format).toBe('jpeg')
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(bytes.includes('PhoneCo')).toBe(false)
    // Turned 90° clockwise: 20 wide, 40 high; the left (red) half is now the top half.
    expect({ width: after.width, height: after.height }).toEqual({ width: HEIGHT, height: WIDTH })
    expect(near(await pixel(bytes, 10, 5), RED)).toBeLessThan(60)
    expect(near(await pixel(bytes, 10, 34), BLUE)).toBeLessThan(60)
    // Named by the bytes that are stored (and served).
    expect(url).toContain(createHash('sha256').update(bytes).digest('hex'))
  })

  it('the served original carries no metadata either', async () => {
    const url = await upload(
      await sharp(halves(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality: 70 })
        .withExif(PHONE_EXIF)
        .toBuffer(),
      'image/jpeg',
    )
    const res = await t.app.inject({ url })
    expect(res.statusCode).toBe(200)
    expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined()
  })

  it('a PNG with EXIF is stored as a PNG without it', async () => {
    const png = await sharp(halves(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .png()
      .withExif(PHONE_EXIF)
      .toBuffer()
    expect((await sharp(png).metadata()).exif).toBeDefined()
    const url = await upload(png, 'image/png')
    expect(url).toMatch(/\.png$/)
    const after = await sharp(await stored(url)).metadata()
    expect(after.format).toBe('png')
    expect(after.exif).toBeUndefined()
  })

  it('an image without metadata is stored byte for byte (no re-encoding loss)', async () => {
    const plain = await sharp(halves(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality: 60 })
      .toBuffer()
    const url = await upload(plain, 'image/jpeg')
    expect((await stored(url)).equals(plain)).toBe(true)
  })
})
