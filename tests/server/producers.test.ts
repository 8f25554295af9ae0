import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ErrorEnvelopeSchema,
  MessageEnvelopeSchema,
  ProducerSchema,
  messageEnvelope,
  successEnvelope,
} from '../../contract'
import { mediaFiles, pageViews, producers } from '../../server/db/schema'
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
/** A PNG of its own colour each call, so files are never shared between producers by accident. */
async function pngDataUrl(): Promise<string> {
  colour += 1
  const png = await sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: { r: colour % 256, g: (colour * 7) % 256, b: 90 },
    },
  })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

const BIO = 'A producer from Kigali who shapes Afrobeat and hip-hop records with care.'
const CREDIT = { project: 'Umuhanzi EP', role: 'Mixing engineer', year: 2021 }
const SOCIAL = {
  instagram: 'kigali.beats',
  twitter: 'kigali_beats',
  facebook: 'kigalibeats',
  spotify: 'https://open.spotify.com/artist/abc123',
  soundCloud: 'https://soundcloud.com/kigalibeats',
  youtube: 'https://www.youtube.com/channel/UC123',
  appleMusic: 'https://music.apple.com/rw/artist/123',
}

/** What the admin wizard sends: lists and objects as JSON strings, the number as text. */
const formBody = (image: string, overrides: Record<string, unknown> = {}) => ({
  name: "Jean-Paul O'Neil",
  level: 'Senior',
  bio: BIO,
  contactEmail: 'jp@example.com',
  yearsExperience: '9',
  genres: JSON.stringify(['Pop', 'R&B']),
  skills: JSON.stringify(['Mixing', 'Mastering']),
  credits: JSON.stringify([CREDIT]),
  socialMedia: JSON.stringify(SOCIAL),
  image,
  ...overrides,
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const send = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? authHeader(token) : {},
    ...(payload && { payload }),
  })

const countProducers = async () => (await t.db.select({ n: count() }).from(producers))[0]?.n ?? 0
const countMedia = async () => (await t.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0
const mediaPath = (url: string) => join(t.dataDir, 'media', url.replace('/media/', ''))

async function createProducer(overrides: Record<string, unknown> = {}) {
  const res = await send(
    'POST',
    '/producer/add-producer',
    adminToken,
    formBody(await pngDataUrl(), overrides),
  )
  expect(res.statusCode).toBe(201)
  return messageEnvelope(ProducerSchema).parse(res.json()).data!
}

describe('POST /producer/add-producer', () => {
  it('starts from an empty list: GET /producer answers {success: true, data: []}', async () => {
    const res = await send('GET', '/producer')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: [] })
  })

  it('creates a producer from the form as the SPA sends it (JSON strings) and stores the image', async () => {
    const res = await send(
      'POST',
      '/producer/add-producer',
      adminToken,
      formBody(await pngDataUrl()),
    )
    expect(res.statusCode).toBe(201)
    const body = messageEnvelope(ProducerSchema).parse(res.json())
    expect(body.message).toBe('Producer created successfully.')
    const data = body.data!
    expect(data).toMatchObject({
      name: "Jean-Paul O'Neil",
      level: 'Senior',
      yearsExperience: 9,
      genres: ['Pop', 'R&B'],
      skills: ['Mixing', 'Mastering'],
      credits: [CREDIT],
      socialMedia: SOCIAL,
    })
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt)
    expect(data.image).toMatch(/^\/media\/[a-f0-9]{64}\.png$/)
    expect(existsSync(mediaPath(data.image))).toBe(true)

    const [row] = await t.db.select().from(producers).where(eq(producers.id, data._id))
    expect(row).toMatchObject({
      name: data.name,
      yearsExperience: 9,
      genres: ['Pop', 'R&B'],
      image: data.image,
    })
    expect(row?.socialMedia).toEqual(SOCIAL)
  })

  it('accepts real arrays, objects and numbers too, with defaults for what is left out', async () => {
    const res = await send('POST', '/producer/add-producer', adminToken, {
      ...formBody(await pngDataUrl()),
      yearsExperience: 0,
      genres: ['Jazz'],
      skills: ['Foley'],
      credits: [{ project: 'Live at Kigali', role: 'Producer', year: '' }],
      socialMedia: { instagram: 'live.kgl' },
    })
    expect(res.statusCode).toBe(201)
    const data = messageEnvelope(ProducerSchema).parse(res.json()).data!
    expect(data.yearsExperience).toBe(0)
    expect(data.genres).toEqual(['Jazz'])
    // An empty credit year defaults to the current year (docs/product.md §9).
    expect(data.credits).toEqual([
      { project: 'Live at Kigali', role: 'Producer', year: new Date().getFullYear() },
    ])
    expect(data.socialMedia).toEqual({
      ...Object.fromEntries(Object.keys(SOCIAL).map((k) => [k, ''])),
      instagram: 'live.kgl',
    })

    const res2 = await send('POST', '/producer/add-producer', adminToken, {
      ...formBody(await pngDataUrl()),
      credits: undefined,
      socialMedia: undefined,
    })
    expect(res2.statusCode).toBe(201)
    const [row] = await t.db
      .select()
      .from(producers)
      .where(eq(producers.id, messageEnvelope(ProducerSchema).parse(res2.json()).data!._id))
    expect(row?.credits).toEqual([])
    expect(row?.socialMedia.spotify).toBe('')
  })
})

describe('GET /producer and /producer/:id', () => {
  it('lists every producer newest first inside {success, data}', async () => {
    const first = await createProducer({ name: 'First Maker' })
    const second = await createProducer({ name: 'Second Maker' })
    const res = await send('GET', '/producer')
    expect(res.statusCode).toBe(200)
    const { data } = successEnvelope(ProducerSchema.array()).parse(res.json())
    expect(data).toHaveLength(await countProducers())
    const ids = data.map((producer) => producer._id)
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id))
    const created = data.map((producer) => producer.createdAt)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('reads one producer and records a page view', async () => {
    const producer = await createProducer({ name: 'Viewed Maker' })
    const res = await send('GET', `/producer/${producer._id}`)
    expect(res.statusCode).toBe(200)
    expect(successEnvelope(ProducerSchema).parse(res.json()).data).toEqual(producer)
    await vi.waitFor(async () => {
      const views = await t.db
        .select()
        .from(pageViews)
        .where(and(eq(pageViews.entityType, 'producer'), eq(pageViews.entityId, producer._id)))
      expect(views).toHaveLength(1)
    })
  })

  it.each(['00000000-0000-0000-0000-000000000000', 'not-an-id', "1' OR '1'='1"])(
    'answers 404 with the envelope for the unknown id %s and records no view',
    async (id) => {
      const res = await send('GET', `/producer/${encodeURIComponent(id)}`)
      expect(res.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Producer not found.')
      const views = await t.db.select().from(pageViews).where(eq(pageViews.entityId, id))
      expect(views).toHaveLength(0)
    },
  )
})

describe('PUT /producer/:id', () => {
  it('updates from the JSON strings the edit modal sends and keeps the stored image', async () => {
    const producer = await createProducer()
    const res = await send('PUT', `/producer/${producer._id}`, adminToken, {
      name: 'Renamed Maker',
      level: 'Legendary',
      bio: BIO.toUpperCase(),
      contactEmail: 'renamed@example.com',
      yearsExperience: '20',
      genres: JSON.stringify(['Blues']),
      skills: JSON.stringify(['Synthesis', 'Foley']),
      credits: JSON.stringify([]),
      socialMedia: JSON.stringify({ ...SOCIAL, twitter: '' }),
    })
    expect(res.statusCode).toBe(200)
    const body = messageEnvelope(ProducerSchema).parse(res.json())
    expect(body.message).toBe('Producer updated successfully.')
    expect(body.data).toMatchObject({
      name: 'Renamed Maker',
      level: 'Legendary',
      yearsExperience: 20,
      image: producer.image,
    })

    const [row] = await t.db.select().from(producers).where(eq(producers.id, producer._id))
    expect(row).toMatchObject({
      name: 'Renamed Maker',
      contactEmail: 'renamed@example.com',
      genres: ['Blues'],
      skills: ['Synthesis', 'Foley'],
      credits: [],
      image: producer.image,
    })
    expect(row?.socialMedia.twitter).toBe('')
    expect(existsSync(mediaPath(producer.image))).toBe(true)
  })

  it('keeps the image when the stored URL is echoed back, replaces it with a new data URL and releases the old file', async () => {
    const producer = await createProducer()
    const base = { ...formBody(''), image: undefined }
    const echoed = await send('PUT', `/producer/${producer._id}`, adminToken, {
      ...base,
      image: producer.image,
    })
    expect(echoed.statusCode).toBe(200)
    expect(existsSync(mediaPath(producer.image))).toBe(true)

    const res = await send('PUT', `/producer/${producer._id}`, adminToken, {
      ...base,
      image: await pngDataUrl(),
    })
    expect(res.statusCode).toBe(200)
    const data = messageEnvelope(ProducerSchema).parse(res.json()).data!
    expect(data.image).not.toBe(producer.image)
    expect(existsSync(mediaPath(data.image))).toBe(true)
    expect(existsSync(mediaPath(producer.image))).toBe(false)
    const [row] = await t.db.select().from(producers).where(eq(producers.id, producer._id))
    expect(row?.image).toBe(data.image)
  })

  it('answers 404 for an unknown id without storing the image it was sent', async () => {
    const mediaBefore = await countMedia()
    const res = await send('PUT', '/producer/missing-id', adminToken, formBody(await pngDataUrl()))
    expect(res.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Producer not found.')
    expect(await countMedia()).toBe(mediaBefore)
  })

  it('validates the update with the same rules (400, row unchanged)', async () => {
    const producer = await createProducer()
    const res = await send('PUT', `/producer/${producer._id}`, adminToken, {
      ...formBody(''),
      bio: 'Too short',
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).errors).toContainEqual({
      path: 'bio',
      message: 'Bio should be at least 50 characters',
    })
    const [row] = await t.db.select().from(producers).where(eq(producers.id, producer._id))
    expect(row?.bio).toBe(BIO)
  })
})

describe('DELETE /producer/:id', () => {
  it('deletes the producer and releases its image', async () => {
    const producer = await createProducer()
    const res = await send('DELETE', `/producer/${producer._id}`, adminToken)
    expect(res.statusCode).toBe(200)
    expect(MessageEnvelopeSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Producer deleted successfully.',
    })
    expect(await t.db.select().from(producers).where(eq(producers.id, producer._id))).toHaveLength(
      0,
    )
    expect(existsSync(mediaPath(producer.image))).toBe(false)
    expect(
      await t.db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.hash, producer.image.slice(7, 71))),
    ).toHaveLength(0)

    const again = await send('DELETE', `/producer/${producer._id}`, adminToken)
    expect(again.statusCode).toBe(404)
  })
})

const thisYear = new Date().getFullYear()
const long = (length: number) => 'a'.repeat(length)

/** Every producer rule of docs/product.md §9: the field sent, the path reported, the message. */
const RULES: [string, Record<string, unknown>, string, string][] = [
  ['name missing', { name: undefined }, 'name', 'Name is required'],
  ['name empty', { name: '   ' }, 'name', 'Name is required'],
  ['name too short', { name: 'J' }, 'name', 'Name must be at least 2 characters'],
  ['name too long', { name: long(51) }, 'name', 'Name must not exceed 50 characters'],
  [
    'name with digits',
    { name: 'DJ 2000' },
    'name',
    'Name can only contain letters, spaces, hyphens, and apostrophes',
  ],
  ['level missing', { level: undefined }, 'level', 'Experience level is required'],
  ['level empty', { level: '' }, 'level', 'Please select an experience level'],
  ['level unknown', { level: 'Expert' }, 'level', 'Please select an experience level'],
  ['bio missing', { bio: undefined }, 'bio', 'Bio is required'],
  ['bio empty', { bio: '' }, 'bio', 'Bio is required'],
  ['bio too short', { bio: long(49) }, 'bio', 'Bio should be at least 50 characters'],
  ['bio too long', { bio: long(501) }, 'bio', 'Bio should not exceed 500 characters'],
  ['genres empty', { genres: '[]' }, 'genres', 'Please select at least one genre'],
  ['genres missing', { genres: undefined }, 'genres', 'Please select at least one genre'],
  ['genres not JSON', { genres: '["Pop"' }, 'genres', 'Please select at least one genre'],
  ['genre off the list', { genres: ['Polka'] }, 'genres.0', 'Please choose genres from the list'],
  ['skills empty', { skills: [] }, 'skills', 'Please select at least one skill'],
  ['skills not JSON', { skills: 'Mixing' }, 'skills', 'Please select at least one skill'],
  [
    'years missing',
    { yearsExperience: undefined },
    'yearsExperience',
    'Years of experience is required',
  ],
  ['years empty', { yearsExperience: '' }, 'yearsExperience', 'Years of experience is required'],
  [
    'years not a number',
    { yearsExperience: 'ten' },
    'yearsExperience',
    'Years of experience is required',
  ],
  ['years below 0', { yearsExperience: -1 }, 'yearsExperience', 'Must be at least 0 years'],
  ['years above 50', { yearsExperience: '51' }, 'yearsExperience', 'Must be at most 50 years'],
  ['email missing', { contactEmail: undefined }, 'contactEmail', 'Email is required'],
  ['email empty', { contactEmail: '' }, 'contactEmail', 'Email is required'],
  [
    'email malformed',
    { contactEmail: 'jp@example' },
    'contactEmail',
    'Please enter a valid email address',
  ],
  [
    'email too long',
    { contactEmail: `${long(90)}@example.com` },
    'contactEmail',
    'Email must not exceed 100 characters',
  ],
  [
    'credit year before 1900',
    { credits: [{ ...CREDIT, year: 1899 }] },
    'credits.0.year',
    'Year must be between 1900 and the current year',
  ],
  [
    'credit year in the future',
    { credits: JSON.stringify([{ ...CREDIT, year: thisYear + 1 }]) },
    'credits.0.year',
    'Year must be between 1900 and the current year',
  ],
  [
    'instagram',
    { socialMedia: { instagram: 'bad name!' } },
    'socialMedia.instagram',
    'Instagram username can only contain letters, numbers, periods and underscores (max 30 characters)',
  ],
  [
    'instagram too long',
    { socialMedia: { instagram: long(31) } },
    'socialMedia.instagram',
    'Instagram username can only contain letters, numbers, periods and underscores (max 30 characters)',
  ],
  [
    'twitter',
    { socialMedia: JSON.stringify({ twitter: 'has.dot' }) },
    'socialMedia.twitter',
    'Twitter username can only contain letters, numbers and underscores (max 15 characters)',
  ],
  [
    'twitter too long',
    { socialMedia: { twitter: long(16) } },
    'socialMedia.twitter',
    'Twitter username can only contain letters, numbers and underscores (max 15 characters)',
  ],
  [
    'facebook too short',
    { socialMedia: { facebook: 'abcd' } },
    'socialMedia.facebook',
    'Please enter a valid Facebook username (at least 5 characters)',
  ],
  [
    'spotify',
    { socialMedia: { spotify: 'https://open.spotify.com/album/1' } },
    'socialMedia.spotify',
    'Please enter a Spotify artist link (https://open.spotify.com/artist/... or https://spoti.fi/...)',
  ],
  [
    'soundCloud',
    { socialMedia: { soundCloud: 'https://example.com/me' } },
    'socialMedia.soundCloud',
    'Please enter a SoundCloud link (https://soundcloud.com/...)',
  ],
  [
    'youtube',
    { socialMedia: { youtube: 'https://www.youtube.com/watch?v=1' } },
    'socialMedia.youtube',
    'Please enter a YouTube channel link (https://youtube.com/channel/..., https://youtube.com/c/... or https://youtu.be/...)',
  ],
  [
    'appleMusic',
    { socialMedia: { appleMusic: 'https://itunes.apple.com/x' } },
    'socialMedia.appleMusic',
    'Please enter an Apple Music link (https://music.apple.com/...)',
  ],
  ['image missing', { image: undefined }, 'image', 'Profile image is required'],
  [
    'image not a data URL',
    { image: 'https://example.com/me.png' },
    'image',
    'This file could not be read. Please choose it again.',
  ],
  ['name of the wrong type', { name: 42 }, 'name', 'Name is required'],
]

describe('producer validation on the server, with the exact messages', () => {
  it.each(RULES)(
    'rejects %s with 400 and stores nothing',
    async (_rule, overrides, path, message) => {
      const before = { producers: await countProducers(), media: await countMedia() }
      const res = await send(
        'POST',
        '/producer/add-producer',
        adminToken,
        formBody(await pngDataUrl(), overrides),
      )
      expect(res.statusCode).toBe(400)
      const body = ErrorEnvelopeSchema.parse(res.json())
      expect(body.errors).toContainEqual({ path, message })
      expect({ producers: await countProducers(), media: await countMedia() }).toEqual(before)
    },
  )

  it('accepts the boundaries: 2 and 50 characters, bio 50 and 500, years 0 and 50, credit years 1900 and this year', async () => {
    for (const overrides of [
      { name: 'Al', bio: long(50), yearsExperience: 0, credits: [{ ...CREDIT, year: 1900 }] },
      {
        name: long(50),
        bio: long(500),
        yearsExperience: '50',
        credits: [{ ...CREDIT, year: thisYear }],
      },
    ]) {
      const res = await send(
        'POST',
        '/producer/add-producer',
        adminToken,
        formBody(await pngDataUrl(), overrides),
      )
      expect(res.statusCode).toBe(201)
    }
  })
})

describe('producer images', () => {
  const html = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`
  const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`

  it.each([
    ['HTML sent as a PNG', html, 415],
    ['an SVG', svg, 415],
    ['an image over 5 MB', `data:image/png;base64,${'A'.repeat(7_200_000)}`, 413],
    ['a body over the route limit', `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}`, 413],
    ['broken base64', 'data:image/png;base64,@@@@', 400],
  ])('refuses %s and stores nothing', async (_case, image, status) => {
    const before = { producers: await countProducers(), media: await countMedia() }
    const res = await send('POST', '/producer/add-producer', adminToken, formBody(image))
    expect(res.statusCode).toBe(status)
    ErrorEnvelopeSchema.parse(res.json())
    expect({ producers: await countProducers(), media: await countMedia() }).toEqual(before)
  })

  it('refuses a wrong-type replacement image on update and keeps the stored one', async () => {
    const producer = await createProducer()
    const res = await send('PUT', `/producer/${producer._id}`, adminToken, formBody(html))
    expect(res.statusCode).toBe(415)
    const [row] = await t.db.select().from(producers).where(eq(producers.id, producer._id))
    expect(row?.image).toBe(producer.image)
    expect(existsSync(mediaPath(producer.image))).toBe(true)
  })
})

describe('who may write producers', () => {
  it.each([
    ['a guest', 401, undefined],
    ['a listener', 403, 'listener'],
  ] as const)(
    'refuses %s on every admin endpoint with %i and changes nothing',
    async (_who, status, role) => {
      const token = role ? listenerToken : undefined
      const producer = await createProducer()
      const before = await countProducers()
      const calls = [
        await send('POST', '/producer/add-producer', token, formBody(await pngDataUrl())),
        await send('PUT', `/producer/${producer._id}`, token, formBody('', { name: 'Hijacked' })),
        await send('DELETE', `/producer/${producer._id}`, token),
      ]
      for (const res of calls) {
        expect(res.statusCode).toBe(status)
        expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
      }
      expect(await countProducers()).toBe(before)
      const [row] = await t.db.select().from(producers).where(eq(producers.id, producer._id))
      expect(row?.name).toBe(producer.name)
    },
  )

  it('refuses a bad token with 401', async () => {
    const res = await send(
      'POST',
      '/producer/add-producer',
      'not-a-real-token',
      formBody(await pngDataUrl()),
    )
    expect(res.statusCode).toBe(401)
  })

  it('lets an admin create, update and delete (and anyone read)', async () => {
    const producer = await createProducer()
    expect((await send('GET', `/producer/${producer._id}`)).statusCode).toBe(200)
    expect((await send('GET', `/producer/${producer._id}`, listenerToken)).statusCode).toBe(200)
    expect(
      (await send('PUT', `/producer/${producer._id}`, adminToken, formBody(''))).statusCode,
    ).toBe(200)
    expect((await send('DELETE', `/producer/${producer._id}`, adminToken)).statusCode).toBe(200)
  })
})
