import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ArtistSchema, ProducerSchema, messageEnvelope } from '../../contract'
import { artists, mediaFiles } from '../../server/db/schema'
import { artistMedia, insertArtist } from '../../server/repositories/artists'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * The media step every entity write goes through (MediaStore.write): new files released when the
 * write fails, old ones after it succeeds, none while another row (of any table) or a pending
 * upload holds it, and the same under concurrent requests.
 */

let t: TestApp
let headers: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  headers = authHeader((await createUser(t.app, { admin: true })).token)
})
afterAll(() => t.close())

let colour = 0
/** A small PNG no other call produced: every call is a distinct stored file. */
async function png(): Promise<string> {
  colour += 1
  const background = { r: colour % 256, g: 40, b: 200 }
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background } })
    .png()
    .toBuffer()
  return `data:image/png;base64,${bytes.toString('base64')}`
}

const isStored = (url: string) => existsSync(join(t.dataDir, 'media', url.slice('/media/'.length)))
const fileRow = async (url: string) => {
  const hash = url.slice('/media/'.length).split('.')[0] ?? ''
  const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash))
  return row
}

const ArtistAnswer = messageEnvelope(ArtistSchema)
const ARTIST = { name: 'Shared', bio: 'Sings in Kigali.' }
const socialLinks = { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' }

async function createArtist(imageUrl: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/artist/add',
    headers,
    payload: { ...ARTIST, imageUrl },
  })
  expect(res.statusCode).toBe(201)
  return ArtistAnswer.parse(res.json()).data!
}

const replaceImage = (id: string, imageUrl: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/artist/${id}`,
    headers,
    payload: { ...ARTIST, imageUrl },
  })

const artistImage = async (id: string) =>
  (await t.db.select().from(artists).where(eq(artists.id, id)))[0]?.image

describe('MediaStore.write', () => {
  it('releases the new file when the entity write fails, and passes the error on', async () => {
    let stored = ''
    const write = t.app.media.create(
      artistMedia,
      { image: { kind: 'image', from: [await png()] } },
      (tx, saved) => {
        stored = saved.image?.url ?? ''
        // A NOT NULL column left out: the database refuses the row.
        return insertArtist(tx, { name: null as unknown as string, socialLinks, image: stored })
      },
    )
    await expect(write).rejects.toThrow()
    expect(stored).toMatch(/^\/media\//)
    expect(isStored(stored)).toBe(false)
    expect(await fileRow(stored)).toBeUndefined()
  })

  it('releases the new file when the row to update does not exist (404)', async () => {
    const before = await t.db.select().from(mediaFiles)
    const res = await replaceImage('no-such-artist', await png())
    expect(res.statusCode).toBe(404)
    expect(await t.db.select().from(mediaFiles)).toEqual(before)
  })

  it('counts an upload as pending until its write ends, and never releases a pending file', async () => {
    let pendingDuringWrite: number | undefined
    const row = await t.app.media.create(
      artistMedia,
      { image: { kind: 'image', from: [await png()] } },
      async (tx, saved) => {
        const url = saved.image?.url ?? ''
        const hash = url.slice('/media/'.length).split('.')[0] ?? ''
        const [file] = await tx.select().from(mediaFiles).where(eq(mediaFiles.hash, hash))
        pendingDuringWrite = file?.pending
        return insertArtist(tx, { name: 'Pending', socialLinks, image: url })
      },
    )
    expect(pendingDuringWrite).toBe(1)
    expect((await fileRow(row.image))?.pending).toBe(0)

    // No row holds it any more, but an upload is still counted: it stays until that ends.
    await t.db.delete(artists).where(eq(artists.id, row.id))
    const hash = row.image.slice('/media/'.length).split('.')[0] ?? ''
    await t.db.update(mediaFiles).set({ pending: 1 }).where(eq(mediaFiles.hash, hash))
    await t.app.media.releaseUnreferenced([row.image])
    expect(isStored(row.image)).toBe(true)
    await t.db.update(mediaFiles).set({ pending: 0 }).where(eq(mediaFiles.hash, hash))
    await t.app.media.releaseUnreferenced([row.image])
    expect(isStored(row.image)).toBe(false)
  })

  it('releases the old file after a successful replace and keeps the new one', async () => {
    const artist = await createArtist(await png())
    const res = await replaceImage(artist._id, await png())
    expect(res.statusCode).toBe(200)
    const updated = ArtistAnswer.parse(res.json()).data!
    expect(updated.image).not.toBe(artist.image)
    expect(isStored(updated.image)).toBe(true)
    expect(isStored(artist.image)).toBe(false)
    expect(await fileRow(artist.image)).toBeUndefined()
  })

  it('keeps a file a row of another table still holds, and releases it with the last one', async () => {
    const shared = await png()
    const artist = await createArtist(shared)
    const producerRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/producer/add-producer',
      headers,
      payload: {
        name: 'Beats Maker',
        level: 'Senior',
        bio: 'Produces, mixes and masters records for the label in Kigali.',
        genres: ['Pop'],
        skills: ['Mixing'],
        yearsExperience: 3,
        contactEmail: 'beats@example.com',
        image: shared,
      },
    })
    expect(producerRes.statusCode).toBe(201)
    const producer = messageEnvelope(ProducerSchema).parse(producerRes.json()).data!
    expect(producer.image).toBe(artist.image)

    expect((await replaceImage(artist._id, await png())).statusCode).toBe(200)
    expect(isStored(artist.image)).toBe(true)

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/producer/${producer._id}`,
      headers,
    })
    expect(deleted.statusCode).toBe(200)
    expect(isStored(artist.image)).toBe(false)
  })
})

describe('MediaStore.write under concurrent requests', () => {
  it('two replaces of rows sharing a file release it once and keep both new files', async () => {
    const shared = await png()
    const [first, second] = [await createArtist(shared), await createArtist(shared)]
    const [a, b] = await Promise.all([
      replaceImage(first._id, await png()),
      replaceImage(second._id, await png()),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const images = [await artistImage(first._id), await artistImage(second._id)]
    for (const image of images) expect(isStored(image ?? '')).toBe(true)
    expect(isStored(first.image)).toBe(false)
    for (const image of images) expect((await fileRow(image ?? ''))?.pending).toBe(0)
  })

  it('two replaces of one row keep the file of the write that won, and release the other', async () => {
    const artist = await createArtist(await png())
    const [one, other] = [await png(), await png()]
    const answers = await Promise.all([
      replaceImage(artist._id, one),
      replaceImage(artist._id, other),
    ])
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200])
    const [urlOne, urlOther] = answers.map((res) => ArtistAnswer.parse(res.json()).data!.image)
    const final = await artistImage(artist._id)
    const loser = final === urlOne ? urlOther : urlOne
    expect([urlOne, urlOther]).toContain(final)
    expect(isStored(final ?? '')).toBe(true)
    expect(isStored(loser ?? '')).toBe(false)
    expect(isStored(artist.image)).toBe(false)
  })

  it('a delete racing a new upload of the same bytes never leaves a row without its file', async () => {
    for (let round = 0; round < 3; round += 1) {
      const bytes = await png()
      const doomed = await createArtist(bytes)
      const [deleted, created] = await Promise.all([
        t.app.inject({ method: 'DELETE', url: `/api/v1/artist/${doomed._id}`, headers }),
        t.app.inject({
          method: 'POST',
          url: '/api/v1/artist/add',
          headers,
          payload: { ...ARTIST, imageUrl: bytes },
        }),
      ])
      expect([deleted.statusCode, created.statusCode]).toEqual([200, 201])
      const image = ArtistAnswer.parse(created.json()).data!.image
      expect(image).toBe(doomed.image)
      expect(isStored(image)).toBe(true)
      expect((await fileRow(image))?.pending).toBe(0)
    }
  })
})
