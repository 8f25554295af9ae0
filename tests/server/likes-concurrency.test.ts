import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  GalleryItemSchema,
  LikeResponseSchema,
  messageEnvelope,
  successEnvelope,
} from '../../contract'
import { galleryLikes, users } from '../../server/db/schema'
import { createSession } from '../../server/repositories/sessions'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

const LISTENERS = 200

let t: TestApp
let itemId: string
let tokens: string[]

/**
 * Listeners inserted in one statement with sessions made directly: hashing 200 real passwords
 * would spend the test's time on the KDF, not on the likes.
 */
async function createListeners(count: number): Promise<string[]> {
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `Listener ${i}`,
        email: `concurrent-${i}@example.com`,
        passwordHash: 'not-a-usable-hash',
      })),
    )
    .returning({ id: users.id })
  return Promise.all(rows.map(async (row) => (await createSession(t.db, row.id)).token))
}

beforeAll(async () => {
  t = await createTestApp()
  const { token: adminToken } = await createUser(t.app, { admin: true })
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
    .png()
    .toBuffer()
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/gallery/add-gallery',
    headers: authHeader(adminToken),
    payload: {
      title: 'Crowd favourite',
      description: 'Everyone likes it.',
      image: `data:image/png;base64,${png.toString('base64')}`,
    },
  })
  itemId = messageEnvelope(GalleryItemSchema).parse(created.json()).data!._id
  tokens = await createListeners(LISTENERS)
})
afterAll(() => t.close())

const likeAll = () =>
  Promise.all(
    tokens.map((token) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/gallery/${itemId}/like`,
        headers: authHeader(token),
      }),
    ),
  )

const likeRows = () => t.db.select().from(galleryLikes).where(eq(galleryLikes.galleryId, itemId))

async function readItem() {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/gallery/${itemId}` })
  return successEnvelope(GalleryItemSchema).parse(res.json()).data
}

describe(`${LISTENERS} listeners liking one item at the same time`, () => {
  it('counts every like exactly, then every unlike', async () => {
    const liked = await likeAll()
    expect(liked.map((res) => res.statusCode)).toEqual(tokens.map(() => 200))
    const likeBodies = liked.map((res) => LikeResponseSchema.parse(res.json()))
    expect(likeBodies.every((body) => body.isLiked)).toBe(true)
    // Each answer counts at least its own like; the last to finish sees them all.
    expect(Math.min(...likeBodies.map((body) => body.likeCount))).toBeGreaterThanOrEqual(1)
    expect(Math.max(...likeBodies.map((body) => body.likeCount))).toBe(LISTENERS)
    expect(await likeRows()).toHaveLength(LISTENERS)
    const item = await readItem()
    expect(item.likeCount).toBe(LISTENERS)
    expect(new Set(item.likedBy).size).toBe(LISTENERS)

    const unliked = await likeAll()
    expect(unliked.map((res) => res.statusCode)).toEqual(tokens.map(() => 200))
    const unlikeBodies = unliked.map((res) => LikeResponseSchema.parse(res.json()))
    expect(unlikeBodies.every((body) => !body.isLiked)).toBe(true)
    expect(Math.min(...unlikeBodies.map((body) => body.likeCount))).toBe(0)
    expect(await likeRows()).toHaveLength(0)
    expect(await readItem()).toMatchObject({ likeCount: 0, likedBy: [] })
  })
})
