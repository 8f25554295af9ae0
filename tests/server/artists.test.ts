import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ArtistSchema,
  ErrorEnvelopeSchema,
  MessageEnvelopeSchema,
  messageEnvelope,
} from '../../contract'
import { artists, mediaFiles, pageViews } from '../../server/db/schema'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

let t: TestApp
let adminToken: string
let listenerToken: string

beforeAll(async () => {
  t = await createTestApp()
  adminToken = (await createUser(t.app, { admin: true })).token
  listenerToken = (await createUser(t.app)).token
})
afterAll(() => t.close())

let colour = 0
/** A small PNG of a colour no other call produced, so every upload is a distinct stored file. */
async function pngDataUrl(): Promise<string> {
  colour += 1
  const background = { r: colour % 256, g: Math.floor(colour / 256) % 256, b: 99 }
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

const mediaDir = () => join(t.dataDir, 'media')
const mediaNames = async () => (existsSync(mediaDir()) ? (await readdir(mediaDir())).sort() : [])
const storedFile = (url: string) => join(mediaDir(), url.replace(/^\/media\//, ''))
const artistRows = () => t.db.select().from(artists)

const CreatedSchema = messageEnvelope(ArtistSchema)

async function artistBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Aline Uwase',
    bio: 'Afro-pop singer from Kigali.',
    age: 24,
    management: 'Kigali Sound',
    imageUrl: await pngDataUrl(),
    socialLinks: { instagram: 'aline.uwase', youtube: 'https://youtube.com/@aline' },
    ...overrides,
  }
}

async function createArtist(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/artist/add',
    headers: authHeader(adminToken),
    payload: await artistBody(overrides),
  })
  expect(res.statusCode).toBe(201)
  return CreatedSchema.parse(res.json()).data!
}

describe('POST /api/v1/artist/add', () => {
  it('stores the artist and its image, answering 201 with the artist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/artist/add',
      headers: authHeader(adminToken),
      payload: await artistBody({ age: '31' }),
    })
    expect(res.statusCode).toBe(201)
    const body = CreatedSchema.parse(res.json())
    expect(body.message).toBe('Artist created successfully.')
    const artist = body.data!
    expect(artist).toMatchObject({
      name: 'Aline Uwase',
      age: 31,
      management: 'Kigali Sound',
      socialLinks: {
        facebook: '',
        instagram: 'aline.uwase',
        twitter: '',
        youtube: 'https://youtube.com/@aline',
        tiktok: '',
      },
    })
    expect(artist.image).toMatch(/^\/media\/[a-f0-9]{64}\.png$/)
    expect(artist.imageUrl).toBe(artist.image)
    expect(new Date(artist.createdAt).toISOString()).toBe(artist.createdAt)

    const [row] = await t.db.select().from(artists).where(eq(artists.id, artist._id))
    expect(row).toMatchObject({ name: 'Aline Uwase', age: 31, image: artist.image })
    expect(existsSync(storedFile(artist.image))).toBe(true)
    const served = await t.app.inject({ method: 'GET', url: artist.image })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a name that is not text', { name: 42 }, 'name', 'Name is required'],
    ['a missing biography', { bio: undefined }, 'bio', 'Biography is required'],
    ['a missing image', { imageUrl: undefined }, 'imageUrl', 'Artist image is required'],
    [
      'an image that is not a data URL',
      { imageUrl: 'https://example.com/a.png' },
      'imageUrl',
      'This file could not be read. Please choose it again.',
    ],
    ['an age of 0', { age: 0 }, 'age', 'Age must be at least 1'],
    ['an age that is not a number', { age: 'old' }, 'age', 'Age must be a whole number'],
    [
      'a social link with spaces',
      { socialLinks: { instagram: 'two words' } },
      'socialLinks.instagram',
      'Enter a username or link without spaces',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, overrides, path, message) => {
    const before = { rows: (await artistRows()).length, files: await mediaNames() }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/artist/add',
      headers: authHeader(adminToken),
      payload: await artistBody(overrides),
    })
    expect(res.statusCode).toBe(400)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.errors).toContainEqual({ path, message })
    expect((await artistRows()).length).toBe(before.rows)
    expect(await mediaNames()).toEqual(before.files)
  })

  it.each<[string, () => string, number, string]>([
    [
      'HTML sent as an image',
      () =>
        `data:image/png;base64,${Buffer.from('<!doctype html><script>alert(1)</script>').toString('base64')}`,
      415,
      'This file is not a supported image (PNG, JPG, WebP or GIF).',
    ],
    // 5.5 MB decoded: inside the route's body limit, over the image limit.
    [
      'an image over 5 MB',
      () => `data:image/png;base64,${'A'.repeat(7_700_000)}`,
      413,
      'Image must be smaller than 5 MB.',
    ],
    [
      'a body over the route limit',
      () => `data:image/png;base64,${'A'.repeat(9_000_000)}`,
      413,
      'The request is too large.',
    ],
  ])('refuses %s and stores nothing', async (_, imageUrl, status, message) => {
    const before = { rows: (await artistRows()).length, files: await mediaNames() }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/artist/add',
      headers: authHeader(adminToken),
      payload: await artistBody({ imageUrl: imageUrl() }),
    })
    expect(res.statusCode).toBe(status)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(message)
    expect((await artistRows()).length).toBe(before.rows)
    expect(await mediaNames()).toEqual(before.files)
  })
})

describe('GET /api/v1/artist', () => {
  it('answers a bare array of artists, newest first', async () => {
    const older = await createArtist({ name: 'Older' })
    const newer = await createArtist({ name: 'Newer' })
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/artist' })
    expect(res.statusCode).toBe(200)
    const list = ArtistSchema.array().parse(res.json())
    const ids = list.map((artist) => artist._id)
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id))
    expect(ids).toHaveLength((await artistRows()).length)
    const dates = list.map((artist) => artist.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('GET /api/v1/artist/:id', () => {
  it('answers the artist itself and records a page view', async () => {
    const created = await createArtist({ name: 'Detail' })
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/artist/${created._id}` })
    expect(res.statusCode).toBe(200)
    expect(ArtistSchema.parse(res.json())).toEqual(created)

    const viewed = and(eq(pageViews.entityType, 'artist'), eq(pageViews.entityId, created._id))
    await expect
      .poll(async () => (await t.db.select().from(pageViews).where(viewed)).length)
      .toBe(1)
  })

  it.each(['00000000-0000-0000-0000-000000000000', 'not-an-id', "x'%20or%201=1--", 'a'.repeat(64)])(
    'answers 404 for the unknown or malformed id %s and records no view',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/artist/${id}` })
      expect(res.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Artist not found.')
      expect(
        await t.db
          .select()
          .from(pageViews)
          .where(eq(pageViews.entityId, decodeURIComponent(id))),
      ).toEqual([])
    },
  )
})

describe('PUT /api/v1/artist/:id', () => {
  it('updates the fields and keeps the stored image when its URL is sent back', async () => {
    const created = await createArtist()
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/artist/${created._id}`,
      headers: authHeader(adminToken),
      payload: { ...created, name: 'Renamed', age: '', socialLinks: { tiktok: '@renamed' } },
    })
    expect(res.statusCode).toBe(200)
    const body = CreatedSchema.parse(res.json())
    expect(body.message).toBe('Artist updated successfully.')
    expect(body.data).toMatchObject({
      name: 'Renamed',
      age: null,
      image: created.image,
      imageUrl: created.image,
    })
    expect(body.data?.socialLinks).toEqual({
      facebook: '',
      instagram: '',
      twitter: '',
      youtube: '',
      tiktok: '@renamed',
    })

    const [row] = await t.db.select().from(artists).where(eq(artists.id, created._id))
    expect(row).toMatchObject({ name: 'Renamed', age: null, image: created.image })
    expect(row!.updatedAt.getTime()).toBeGreaterThan(new Date(created.createdAt).getTime())
    expect(existsSync(storedFile(created.image))).toBe(true)
  })

  it.each(['imageUrl', 'image'])(
    'replaces the image sent as a data URL in %s and removes the old file',
    async (field) => {
      const created = await createArtist()
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/artist/${created._id}`,
        headers: authHeader(adminToken),
        payload: { ...created, [field]: await pngDataUrl() },
      })
      expect(res.statusCode).toBe(200)
      const updated = CreatedSchema.parse(res.json()).data!
      expect(updated.image).toMatch(/^\/media\/[a-f0-9]{64}\.png$/)
      expect(updated.image).not.toBe(created.image)
      expect(updated.imageUrl).toBe(updated.image)
      expect(existsSync(storedFile(updated.image))).toBe(true)
      expect(existsSync(storedFile(created.image))).toBe(false)
      const oldHash = created.image.slice('/media/'.length, -'.png'.length)
      expect(await t.db.select().from(mediaFiles).where(eq(mediaFiles.hash, oldHash))).toEqual([])
    },
  )

  it('refuses invalid fields with 400 and changes nothing', async () => {
    const created = await createArtist()
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/artist/${created._id}`,
      headers: authHeader(adminToken),
      payload: { ...created, name: '', age: -3 },
    })
    expect(res.statusCode).toBe(400)
    const paths = ErrorEnvelopeSchema.parse(res.json()).errors?.map((error) => error.path)
    expect(paths).toEqual(expect.arrayContaining(['name', 'age']))
    const [row] = await t.db.select().from(artists).where(eq(artists.id, created._id))
    expect(row?.name).toBe(created.name)
  })

  it('refuses a wrong-type replacement image with 415 and keeps the old one', async () => {
    const created = await createArtist()
    const before = await mediaNames()
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/artist/${created._id}`,
      headers: authHeader(adminToken),
      payload: {
        ...created,
        imageUrl: `data:image/png;base64,${Buffer.from('plain text').toString('base64')}`,
      },
    })
    expect(res.statusCode).toBe(415)
    expect(await mediaNames()).toEqual(before)
    const [row] = await t.db.select().from(artists).where(eq(artists.id, created._id))
    expect(row?.image).toBe(created.image)
  })

  it('answers 404 for an unknown id and stores no file', async () => {
    const before = await mediaNames()
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/artist/unknown-artist',
      headers: authHeader(adminToken),
      payload: await artistBody(),
    })
    expect(res.statusCode).toBe(404)
    expect(await mediaNames()).toEqual(before)
  })
})

describe('DELETE /api/v1/artist/:id', () => {
  it('deletes the artist and its image file', async () => {
    const created = await createArtist()
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/artist/${created._id}`,
      headers: authHeader(adminToken),
    })
    expect(res.statusCode).toBe(200)
    expect(MessageEnvelopeSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Artist deleted successfully.',
    })
    expect(await t.db.select().from(artists).where(eq(artists.id, created._id))).toEqual([])
    expect(existsSync(storedFile(created.image))).toBe(false)

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/artist/${created._id}`,
      headers: authHeader(adminToken),
    })
    expect(again.statusCode).toBe(404)
  })

  it('keeps an image another artist still uses', async () => {
    const imageUrl = await pngDataUrl()
    const first = await createArtist({ imageUrl })
    const second = await createArtist({ imageUrl })
    expect(second.image).toBe(first.image)
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/artist/${first._id}`,
      headers: authHeader(adminToken),
    })
    expect(existsSync(storedFile(second.image))).toBe(true)
  })
})

describe('who may write artists', () => {
  const callers = [
    ['a guest', () => ({}), 401],
    ['a listener', () => authHeader(listenerToken), 403],
  ] as const

  it.each(callers)(
    'refuses %s on create, update and delete, and nothing changes',
    async (_, headers, status) => {
      const existing = await createArtist({ name: 'Protected' })
      const rowsBefore = await artistRows()
      const filesBefore = await mediaNames()
      const attempts = [
        { method: 'POST' as const, url: '/api/v1/artist/add', payload: await artistBody() },
        {
          method: 'PUT' as const,
          url: `/api/v1/artist/${existing._id}`,
          payload: { ...existing, name: 'Hijacked' },
        },
        { method: 'DELETE' as const, url: `/api/v1/artist/${existing._id}` },
        // Refused before the body is even validated: a guest learns nothing about the fields.
        { method: 'POST' as const, url: '/api/v1/artist/add', payload: {} },
      ]
      for (const attempt of attempts) {
        const res = await t.app.inject({ ...attempt, headers: headers() })
        expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(status)
        ErrorEnvelopeSchema.parse(res.json())
      }
      expect(await artistRows()).toEqual(rowsBefore)
      expect(await mediaNames()).toEqual(filesBefore)
    },
  )

  it('lets anyone read', async () => {
    const existing = await createArtist()
    for (const headers of [{}, authHeader(listenerToken)]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/artist', headers })).statusCode,
      ).toBe(200)
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/artist/${existing._id}`, headers }))
          .statusCode,
      ).toBe(200)
    }
  })
})
