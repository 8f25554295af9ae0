import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ErrorEnvelopeSchema,
  GalleryItemSchema,
  LikeResponseSchema,
  MessageEnvelopeSchema,
  messageEnvelope,
  successEnvelope,
} from '../../contract'
import { galleryItems, galleryLikes, pageViews } from '../../server/db/schema'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

let t: TestApp
let adminToken: string
let listener: { id: string; token: string }
let otherListener: { id: string; token: string }

beforeAll(async () => {
  t = await createTestApp()
  adminToken = (await createUser(t.app, { admin: true })).token
  const [first, second] = await Promise.all([createUser(t.app), createUser(t.app)])
  listener = { id: first.user._id, token: first.token }
  otherListener = { id: second.user._id, token: second.token }
})
afterAll(() => t.close())

let colour = 0
async function pngDataUrl(): Promise<string> {
  colour += 1
  const background = { r: 200, g: colour % 256, b: Math.floor(colour / 256) % 256 }
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

/** The smallest thing that is an MP4 by its bytes: an `ftyp` box, then padding. */
function mp4DataUrl(size = 4096, seed = 0): string {
  const bytes = Buffer.alloc(size, seed)
  bytes.writeUInt32BE(24, 0)
  bytes.write('ftypmp42', 4)
  bytes.writeUInt32BE(0, 12)
  bytes.write('mp42isom', 16)
  bytes.writeUInt32BE(size - 24, 24)
  bytes.write('free', 28)
  return `data:video/mp4;base64,${bytes.toString('base64')}`
}

const mediaDir = () => join(t.dataDir, 'media')
const mediaNames = async () => (existsSync(mediaDir()) ? (await readdir(mediaDir())).sort() : [])
const storedFile = (url: string) => join(mediaDir(), url.replace(/^\/media\//, ''))
const itemRows = () => t.db.select().from(galleryItems)

const WriteSchema = messageEnvelope(GalleryItemSchema)

async function galleryBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Studio A',
    description: 'The live room.',
    image: await pngDataUrl(),
    videoUrl: '',
    ...overrides,
  }
}

async function createItem(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/gallery/add-gallery',
    headers: authHeader(adminToken),
    payload: await galleryBody(overrides),
  })
  expect(res.statusCode).toBe(201)
  return WriteSchema.parse(res.json()).data!
}

const like = (id: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/gallery/${id}/like`,
    headers: token ? authHeader(token) : {},
    // What the original client sends; the server ignores it and trusts the token.
    payload: { userId: otherListener.id },
  })

describe('POST /api/v1/gallery/add-gallery', () => {
  it('stores an item with its image, in the General category by default', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gallery/add-gallery',
      headers: authHeader(adminToken),
      payload: await galleryBody({ category: '' }),
    })
    expect(res.statusCode).toBe(201)
    const body = WriteSchema.parse(res.json())
    expect(body.message).toBe('Gallery item created successfully.')
    const item = body.data!
    expect(item).toMatchObject({
      title: 'Studio A',
      description: 'The live room.',
      category: 'General',
      videoUrl: '',
    })
    expect(item).toMatchObject({ likeCount: 0, likedBy: [], isLikedByUser: false })
    expect(item.image).toMatch(/^\/media\/[a-f0-9]{64}\.png$/)
    expect(item.imageUrl).toBe(item.image)
    const [row] = await t.db.select().from(galleryItems).where(eq(galleryItems.id, item._id))
    expect(row).toMatchObject({
      title: 'Studio A',
      category: 'General',
      image: item.image,
      videoUrl: '',
    })
    expect(existsSync(storedFile(item.image))).toBe(true)
  })

  it('stores an optional video', async () => {
    const item = await createItem({ videoUrl: mp4DataUrl(), category: 'Sessions' })
    expect(item.category).toBe('Sessions')
    expect(item.videoUrl).toMatch(/^\/media\/[a-f0-9]{64}\.mp4$/)
    expect(existsSync(storedFile(item.videoUrl))).toBe(true)
    const [row] = await t.db.select().from(galleryItems).where(eq(galleryItems.id, item._id))
    expect(row?.videoUrl).toBe(item.videoUrl)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing image', { image: undefined }, 'image', 'Image is required'],
    ['an empty image', { image: '' }, 'image', 'Image is required'],
    ['a missing title', { title: undefined }, 'title', 'Title is required'],
    ['a missing description', { description: '  ' }, 'description', 'Description is required'],
    ['a title that is not text', { title: ['x'] }, 'title', 'Title is required'],
    [
      'a video that is not a data URL',
      { videoUrl: 'https://example.com/v.mp4' },
      'videoUrl',
      'This file could not be read. Please choose it again.',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, overrides, path, message) => {
    const before = { rows: (await itemRows()).length, files: await mediaNames() }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gallery/add-gallery',
      headers: authHeader(adminToken),
      payload: await galleryBody(overrides),
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).errors).toContainEqual({ path, message })
    expect((await itemRows()).length).toBe(before.rows)
    expect(await mediaNames()).toEqual(before.files)
  })

  it.each<[string, () => Promise<Record<string, unknown>>, number, string]>([
    [
      'an image sent as the video',
      async () => ({ videoUrl: await pngDataUrl() }),
      415,
      'This file is not a supported video (MP4, MOV or WebM).',
    ],
    [
      'a video sent as the image',
      () => Promise.resolve({ image: mp4DataUrl() }),
      415,
      'This file is not a supported image (PNG, JPG, WebP or GIF).',
    ],
    // 21 MB decoded: inside the route's body limit, over the video limit.
    [
      'a video over 20 MB',
      () => Promise.resolve({ videoUrl: mp4DataUrl(21 * 1024 * 1024) }),
      413,
      'Video must be smaller than 20 MB.',
    ],
  ])('refuses %s, keeping no file of the request', async (_, overrides, status, message) => {
    const before = { rows: (await itemRows()).length, files: await mediaNames() }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gallery/add-gallery',
      headers: authHeader(adminToken),
      payload: await galleryBody(await overrides()),
    })
    expect(res.statusCode).toBe(status)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(message)
    expect((await itemRows()).length).toBe(before.rows)
    // The valid image saved before the video was refused is released again.
    expect(await mediaNames()).toEqual(before.files)
  })
})

describe('GET /api/v1/gallery and /gallery/:id', () => {
  it('lists items newest first with their likes, isLikedByUser only for the liker', async () => {
    const older = await createItem({ title: 'Older' })
    const newer = await createItem({ title: 'Newer' })
    expect((await like(newer._id, listener.token)).statusCode).toBe(200)

    const read = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/gallery', headers })
      expect(res.statusCode).toBe(200)
      const list = GalleryItemSchema.array().parse(res.json())
      expect(list.map((item) => item.createdAt)).toEqual(
        list
          .map((item) => item.createdAt)
          .sort()
          .reverse(),
      )
      return list
    }
    const asLiker = await read(authHeader(listener.token))
    const ids = asLiker.map((item) => item._id)
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id))
    expect(asLiker.find((item) => item._id === newer._id)).toMatchObject({
      likeCount: 1,
      likedBy: [listener.id],
      isLikedByUser: true,
    })
    expect(asLiker.find((item) => item._id === older._id)).toMatchObject({
      likeCount: 0,
      isLikedByUser: false,
    })

    for (const headers of [{}, authHeader(otherListener.token), authHeader(adminToken)]) {
      expect((await read(headers)).find((item) => item._id === newer._id)).toMatchObject({
        likeCount: 1,
        isLikedByUser: false,
      })
    }
  })

  it('answers one item wrapped in {success, data}, ignoring a userId query, and records a view', async () => {
    const item = await createItem()
    await like(item._id, listener.token)
    const detail = async (headers: Record<string, string>, query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/gallery/${item._id}${query}`,
        headers,
      })
      expect(res.statusCode).toBe(200)
      return successEnvelope(GalleryItemSchema).parse(res.json()).data
    }
    expect(await detail(authHeader(listener.token))).toMatchObject({
      _id: item._id,
      likeCount: 1,
      isLikedByUser: true,
    })
    // A userId naming the liker grants nothing: identity comes from the token only.
    expect(await detail({}, `?userId=${listener.id}`)).toMatchObject({
      likeCount: 1,
      isLikedByUser: false,
    })
    expect(await detail(authHeader(otherListener.token), `?userId=${listener.id}`)).toMatchObject({
      isLikedByUser: false,
    })

    const viewed = and(eq(pageViews.entityType, 'gallery'), eq(pageViews.entityId, item._id))
    await expect
      .poll(async () => (await t.db.select().from(pageViews).where(viewed)).length)
      .toBe(3)
  })

  it.each(['00000000-0000-0000-0000-000000000000', 'nope', "1'%20or%20'1'='1"])(
    'answers 404 for the id %s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/gallery/${id}` })
      expect(res.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Gallery item not found.')
    },
  )
})

describe('POST /api/v1/gallery/:id/like', () => {
  it('toggles the caller’s like and answers the exact count', async () => {
    const item = await createItem()
    const likes = () => t.db.select().from(galleryLikes).where(eq(galleryLikes.galleryId, item._id))

    const first = await like(item._id, listener.token)
    expect(first.statusCode).toBe(200)
    expect(LikeResponseSchema.parse(first.json())).toEqual({
      success: true,
      likeCount: 1,
      isLiked: true,
    })
    // The body named another user; the like is the token's user's.
    expect((await likes()).map((row) => row.userId)).toEqual([listener.id])

    expect(LikeResponseSchema.parse((await like(item._id, otherListener.token)).json())).toEqual({
      success: true,
      likeCount: 2,
      isLiked: true,
    })
    expect(LikeResponseSchema.parse((await like(item._id, listener.token)).json())).toEqual({
      success: true,
      likeCount: 1,
      isLiked: false,
    })
    expect((await likes()).map((row) => row.userId)).toEqual([otherListener.id])
  })

  it('refuses a guest with 401 and stores no like', async () => {
    const item = await createItem()
    const res = await like(item._id)
    expect(res.statusCode).toBe(401)
    ErrorEnvelopeSchema.parse(res.json())
    expect(
      await t.db.select().from(galleryLikes).where(eq(galleryLikes.galleryId, item._id)),
    ).toEqual([])
  })

  it('refuses a bad token with 401', async () => {
    const item = await createItem()
    expect((await like(item._id, 'not-a-real-token')).statusCode).toBe(401)
  })

  it.each(['00000000-0000-0000-0000-000000000000', 'bad-id'])(
    'answers 404 for the unknown item %s',
    async (id) => {
      const res = await like(id, listener.token)
      expect(res.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Gallery item not found.')
    },
  )
})

describe('PUT /api/v1/gallery/:id', () => {
  it('updates the text and keeps the stored files when their URLs are sent back', async () => {
    const item = await createItem({ videoUrl: mp4DataUrl(4096, 1) })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/gallery/${item._id}`,
      headers: authHeader(adminToken),
      payload: { ...item, title: 'Renamed', category: 'Events' },
    })
    expect(res.statusCode).toBe(200)
    const body = WriteSchema.parse(res.json())
    expect(body.message).toBe('Gallery updated successfully.')
    expect(body.data).toMatchObject({
      title: 'Renamed',
      category: 'Events',
      image: item.image,
      videoUrl: item.videoUrl,
    })
    const [row] = await t.db.select().from(galleryItems).where(eq(galleryItems.id, item._id))
    expect(row).toMatchObject({
      title: 'Renamed',
      category: 'Events',
      image: item.image,
      videoUrl: item.videoUrl,
    })
    expect(existsSync(storedFile(item.image))).toBe(true)
    expect(existsSync(storedFile(item.videoUrl))).toBe(true)
  })

  it('replaces the image and the video sent as data URLs, removing the old files, keeping the likes', async () => {
    const item = await createItem({ videoUrl: mp4DataUrl(4096, 2) })
    await like(item._id, listener.token)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/gallery/${item._id}`,
      headers: authHeader(adminToken),
      payload: { ...item, imageUrl: await pngDataUrl(), videoUrl: mp4DataUrl(4096, 3) },
    })
    expect(res.statusCode).toBe(200)
    const updated = WriteSchema.parse(res.json()).data!
    expect(updated.image).not.toBe(item.image)
    expect(updated.videoUrl).not.toBe(item.videoUrl)
    expect(updated.likeCount).toBe(1)
    for (const url of [updated.image, updated.videoUrl])
      expect(existsSync(storedFile(url))).toBe(true)
    for (const url of [item.image, item.videoUrl]) expect(existsSync(storedFile(url))).toBe(false)
  })

  it('refuses a missing title with 400 and an unknown id with 404, storing nothing', async () => {
    const item = await createItem()
    const before = await mediaNames()
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/gallery/${item._id}`,
      headers: authHeader(adminToken),
      payload: { ...item, title: '' },
    })
    expect(invalid.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(invalid.json()).errors).toContainEqual({
      path: 'title',
      message: 'Title is required',
    })

    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/gallery/unknown-item',
      headers: authHeader(adminToken),
      payload: { title: 'Ghost', image: await pngDataUrl() },
    })
    expect(unknown.statusCode).toBe(404)
    expect(await mediaNames()).toEqual(before)
  })
})

describe('DELETE /api/v1/gallery/:id', () => {
  it('deletes the item, its likes and its files', async () => {
    const item = await createItem({ videoUrl: mp4DataUrl(4096, 4) })
    await like(item._id, listener.token)
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/gallery/${item._id}`,
      headers: authHeader(adminToken),
    })
    expect(res.statusCode).toBe(200)
    expect(MessageEnvelopeSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Gallery item deleted successfully.',
    })
    expect(await t.db.select().from(galleryItems).where(eq(galleryItems.id, item._id))).toEqual([])
    expect(
      await t.db.select().from(galleryLikes).where(eq(galleryLikes.galleryId, item._id)),
    ).toEqual([])
    for (const url of [item.image, item.videoUrl]) expect(existsSync(storedFile(url))).toBe(false)

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/gallery/${item._id}`,
      headers: authHeader(adminToken),
    })
    expect(again.statusCode).toBe(404)
  })
})

describe('who may write the gallery', () => {
  it.each([
    ['a guest', () => ({}), 401],
    ['a listener', () => authHeader(listener.token), 403],
  ] as const)(
    'refuses %s on create, update and delete, and nothing changes',
    async (_, headers, status) => {
      const existing = await createItem({ title: 'Protected' })
      const rowsBefore = await itemRows()
      const filesBefore = await mediaNames()
      const attempts = [
        {
          method: 'POST' as const,
          url: '/api/v1/gallery/add-gallery',
          payload: await galleryBody(),
        },
        {
          method: 'PUT' as const,
          url: `/api/v1/gallery/${existing._id}`,
          payload: { ...existing, title: 'Hijacked' },
        },
        { method: 'DELETE' as const, url: `/api/v1/gallery/${existing._id}` },
        { method: 'POST' as const, url: '/api/v1/gallery/add-gallery', payload: {} },
      ]
      for (const attempt of attempts) {
        const res = await t.app.inject({ ...attempt, headers: headers() })
        expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(status)
        ErrorEnvelopeSchema.parse(res.json())
      }
      expect(await itemRows()).toEqual(rowsBefore)
      expect(await mediaNames()).toEqual(filesBefore)
    },
  )
})

describe('like rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true })
  })
  afterAll(() => limited.close())

  it('answers 429 with a message after 60 likes a minute by one user', async () => {
    const [{ token: admin }, { token }] = await Promise.all([
      createUser(limited.app, { admin: true }),
      createUser(limited.app),
    ])
    const created = await limited.app.inject({
      method: 'POST',
      url: '/api/v1/gallery/add-gallery',
      headers: authHeader(admin),
      payload: await galleryBody(),
    })
    const id = WriteSchema.parse(created.json()).data!._id
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: `/api/v1/gallery/${id}/like`,
        headers: authHeader(token),
      })
    for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(200)
    const res = await send()
    expect(res.statusCode).toBe(429)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toMatch(/too many requests/i)
    // Another user's budget is their own.
    const { token: other } = await createUser(limited.app)
    expect(
      (
        await limited.app.inject({
          method: 'POST',
          url: `/api/v1/gallery/${id}/like`,
          headers: authHeader(other),
        })
      ).statusCode,
    ).toBe(200)
  })
})
