import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ErrorEnvelopeSchema,
  FILMMAKER_SPECIALIZATIONS,
  FilmmakerSchema,
  LEGACY_FILMMAKER_SPECIALIZATIONS,
  MessageEnvelopeSchema,
  messageEnvelope,
  type Filmmaker,
} from '../../contract'
import { filmmakers, mediaFiles, pageViews } from '../../server/db/schema'
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
/** A PNG of its own colour each call, so files are never shared between filmmakers by accident. */
async function pngDataUrl(): Promise<string> {
  colour += 1
  const png = await sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: { r: 40, g: colour % 256, b: (colour * 13) % 256 },
    },
  })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

const thisYear = new Date().getFullYear()
const PORTFOLIO = [{ title: 'Imbabazi', year: 2022, role: 'Director' }]

/** What the create form sends. */
const createBody = (image: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Aline Uwase',
  bio: 'Documentary director working across East Africa.',
  image,
  specialization: 'Director',
  experience: '6',
  portfolio: PORTFOLIO,
  contact: { email: 'aline@example.com', phone: '+250 788 123 456' },
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

const countFilmmakers = async () => (await t.db.select({ n: count() }).from(filmmakers))[0]?.n ?? 0
const countMedia = async () => (await t.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0
const mediaPath = (url: string) => join(t.dataDir, 'media', url.replace('/media/', ''))
const rowOf = async (id: string) =>
  (await t.db.select().from(filmmakers).where(eq(filmmakers.id, id)))[0]

async function createFilmmaker(overrides: Record<string, unknown> = {}): Promise<Filmmaker> {
  const res = await send(
    'POST',
    '/filmmaker/create',
    adminToken,
    createBody(await pngDataUrl(), overrides),
  )
  expect(res.statusCode).toBe(201)
  return messageEnvelope(FilmmakerSchema).parse(res.json()).data!
}

describe('POST /filmmaker/create', () => {
  it('starts from an empty list: GET /filmmaker answers a bare []', async () => {
    const res = await send('GET', '/filmmaker')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('creates a filmmaker, stores the image and answers 201 with the filmmaker', async () => {
    const res = await send('POST', '/filmmaker/create', adminToken, createBody(await pngDataUrl()))
    expect(res.statusCode).toBe(201)
    const body = messageEnvelope(FilmmakerSchema).parse(res.json())
    expect(body.message).toBe('Filmmaker created successfully.')
    const data = body.data!
    expect(data).toMatchObject({
      name: 'Aline Uwase',
      specialization: 'Director',
      experience: 6,
      isActive: true,
      portfolio: PORTFOLIO,
      contact: { email: 'aline@example.com', phone: '+250 788 123 456' },
      email: 'aline@example.com',
    })
    expect(new Date(data.createdAt).toISOString()).toBe(data.createdAt)
    expect(data.image).toMatch(/^\/media\/[a-f0-9]{64}\.png$/)
    expect(existsSync(mediaPath(data.image))).toBe(true)
    expect(await rowOf(data._id)).toMatchObject({
      name: 'Aline Uwase',
      experience: 6,
      contactEmail: 'aline@example.com',
      contactPhone: '+250 788 123 456',
      portfolio: PORTFOLIO,
      image: data.image,
    })
  })

  it.each([...FILMMAKER_SPECIALIZATIONS, ...LEGACY_FILMMAKER_SPECIALIZATIONS])(
    'accepts the specialization %s and stores it as is',
    async (specialization) => {
      const filmmaker = await createFilmmaker({ specialization })
      expect((await rowOf(filmmaker._id))?.specialization).toBe(specialization)
    },
  )

  it('defaults what the form may leave out: Director, experience 0, no portfolio, empty contact', async () => {
    const filmmaker = await createFilmmaker({
      specialization: undefined,
      experience: undefined,
      portfolio: undefined,
      contact: undefined,
    })
    expect(filmmaker).toMatchObject({
      specialization: 'Director',
      experience: 0,
      portfolio: [],
      contact: { email: '', phone: '' },
      email: '',
    })
  })

  it.each([
    ['abc', 0],
    ['', 0],
    ['12', 12],
    [7, 7],
  ])('turns the experience %j into %i (non-numeric becomes 0)', async (experience, expected) => {
    const filmmaker = await createFilmmaker({ experience })
    expect((await rowOf(filmmaker._id))?.experience).toBe(expected)
  })

  it('accepts portfolio years from 1900 to five years ahead, an empty year meaning this year', async () => {
    const filmmaker = await createFilmmaker({
      portfolio: [
        { title: 'Old reel', year: 1900, role: 'Editor' },
        { title: 'Planned', year: String(thisYear + 5), role: 'Director' },
        { title: 'Now', year: '', role: 'Producer' },
      ],
    })
    expect(filmmaker.portfolio.map((item) => item.year)).toEqual([1900, thisYear + 5, thisYear])
  })
})

const RULES: [string, Record<string, unknown>, string, string][] = [
  ['name missing', { name: undefined }, 'name', 'Name is required'],
  ['name blank', { name: '  ' }, 'name', 'Name is required'],
  ['name of the wrong type', { name: ['Aline'] }, 'name', 'Name is required'],
  ['bio missing', { bio: undefined }, 'bio', 'Bio is required'],
  ['bio empty', { bio: '' }, 'bio', 'Bio is required'],
  ['image missing', { image: undefined }, 'image', 'Profile image is required'],
  [
    'image not a data URL',
    { image: '/media/whatever.png' },
    'image',
    'This file could not be read. Please choose it again.',
  ],
  [
    'specialization off the list',
    { specialization: 'Stunt Double' },
    'specialization',
    'Please choose a specialization from the list',
  ],
  ['negative experience', { experience: -2 }, 'experience', 'Experience must be 0 or more years'],
  [
    'portfolio year before 1900',
    { portfolio: [{ ...PORTFOLIO[0], year: 1899 }] },
    'portfolio.0.year',
    'Year must be between 1900 and five years from now',
  ],
  [
    'portfolio year too far ahead',
    { portfolio: [{ ...PORTFOLIO[0], year: thisYear + 6 }] },
    'portfolio.0.year',
    'Year must be between 1900 and five years from now',
  ],
  [
    'portfolio year not a number',
    { portfolio: [{ ...PORTFOLIO[0], year: 'soon' }] },
    'portfolio.0.year',
    'Year must be between 1900 and five years from now',
  ],
  [
    'contact email malformed',
    { contact: { email: 'aline@', phone: '' } },
    'contact.email',
    'Please enter a valid email address',
  ],
  [
    'contact phone with letters',
    { contact: { email: '', phone: 'call me' } },
    'contact.phone',
    'Please enter a valid phone number',
  ],
]

describe('filmmaker validation', () => {
  it.each(RULES)(
    'rejects %s with 400 and stores nothing',
    async (_rule, overrides, path, message) => {
      const before = { filmmakers: await countFilmmakers(), media: await countMedia() }
      const res = await send(
        'POST',
        '/filmmaker/create',
        adminToken,
        createBody(await pngDataUrl(), overrides),
      )
      expect(res.statusCode).toBe(400)
      expect(ErrorEnvelopeSchema.parse(res.json()).errors).toContainEqual({ path, message })
      expect({ filmmakers: await countFilmmakers(), media: await countMedia() }).toEqual(before)
    },
  )

  it.each([
    ['a portfolio that is not a list', { portfolio: 'Imbabazi 2022' }],
    ['an isActive that is not a boolean', { isActive: 'yes' }],
  ])('rejects %s with 400', async (_case, overrides) => {
    const res = await send(
      'POST',
      '/filmmaker/create',
      adminToken,
      createBody(await pngDataUrl(), overrides),
    )
    expect(res.statusCode).toBe(400)
    ErrorEnvelopeSchema.parse(res.json())
  })

  const html = `data:image/png;base64,${Buffer.from('<!doctype html><p>hi</p>').toString('base64')}`
  it.each([
    ['HTML sent as an image', html, 415],
    ['an image over 5 MB', `data:image/jpeg;base64,${'A'.repeat(7_200_000)}`, 413],
    ['a body over the route limit', `data:image/jpeg;base64,${'A'.repeat(9 * 1024 * 1024)}`, 413],
  ])('refuses %s and stores nothing', async (_case, image, status) => {
    const before = { filmmakers: await countFilmmakers(), media: await countMedia() }
    const res = await send('POST', '/filmmaker/create', adminToken, createBody(image))
    expect(res.statusCode).toBe(status)
    ErrorEnvelopeSchema.parse(res.json())
    expect({ filmmakers: await countFilmmakers(), media: await countMedia() }).toEqual(before)
  })
})

describe('GET /filmmaker and /filmmaker/:id', () => {
  it('lists every filmmaker as a bare array, newest first, each with email beside contact.email', async () => {
    const first = await createFilmmaker({ name: 'First Film' })
    const second = await createFilmmaker({
      name: 'Second Film',
      contact: { email: 'second@example.com', phone: '' },
    })
    const res = await send('GET', '/filmmaker')
    expect(res.statusCode).toBe(200)
    const list = FilmmakerSchema.array().parse(res.json())
    expect(list).toHaveLength(await countFilmmakers())
    const ids = list.map((filmmaker) => filmmaker._id)
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id))
    const created = list.map((filmmaker) => filmmaker.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    for (const filmmaker of list) expect(filmmaker.email).toBe(filmmaker.contact.email)
    expect(list.find((filmmaker) => filmmaker._id === second._id)?.email).toBe('second@example.com')
  })

  it('reads the filmmaker itself and records a page view', async () => {
    const filmmaker = await createFilmmaker()
    const res = await send('GET', `/filmmaker/${filmmaker._id}`)
    expect(res.statusCode).toBe(200)
    expect(FilmmakerSchema.parse(res.json())).toEqual(filmmaker)
    await vi.waitFor(async () => {
      const views = await t.db
        .select()
        .from(pageViews)
        .where(and(eq(pageViews.entityType, 'filmmaker'), eq(pageViews.entityId, filmmaker._id)))
      expect(views).toHaveLength(1)
    })
  })

  it.each(['00000000-0000-0000-0000-000000000000', 'nope', '%27%3B--'])(
    'answers 404 for the id %s',
    async (id) => {
      const res = await send('GET', `/filmmaker/${id}`)
      expect(res.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Filmmaker not found.')
    },
  )
})

describe('PUT /filmmaker/:id', () => {
  it('saves the whole edited filmmaker: the top-level email updates contact.email, isActive toggles, the image stays', async () => {
    const filmmaker = await createFilmmaker()
    const edited = {
      ...filmmaker,
      name: 'Aline U. Uwase',
      specialization: 'Makeup Artist',
      experience: '8',
      email: 'new-aline@example.com',
      bio: 'Now also a makeup artist for film sets.',
      isActive: false,
    }
    const res = await send('PUT', `/filmmaker/${filmmaker._id}`, adminToken, edited)
    expect(res.statusCode).toBe(200)
    const body = messageEnvelope(FilmmakerSchema).parse(res.json())
    expect(body.message).toBe('Filmmaker updated successfully.')
    expect(body.data).toMatchObject({
      _id: filmmaker._id,
      name: 'Aline U. Uwase',
      specialization: 'Makeup Artist',
      experience: 8,
      isActive: false,
      email: 'new-aline@example.com',
      contact: { email: 'new-aline@example.com', phone: filmmaker.contact.phone },
      image: filmmaker.image,
      createdAt: filmmaker.createdAt,
    })
    expect(await rowOf(filmmaker._id)).toMatchObject({
      name: 'Aline U. Uwase',
      isActive: false,
      contactEmail: 'new-aline@example.com',
      contactPhone: filmmaker.contact.phone,
      image: filmmaker.image,
    })
    expect(existsSync(mediaPath(filmmaker.image))).toBe(true)

    const back = await send('PUT', `/filmmaker/${filmmaker._id}`, adminToken, {
      ...edited,
      isActive: true,
    })
    expect(back.statusCode).toBe(200)
    expect((await rowOf(filmmaker._id))?.isActive).toBe(true)
  })

  it('keeps isActive when it is not sent and uses contact.email when no top-level email is sent', async () => {
    const filmmaker = await createFilmmaker({ isActive: false })
    const { email: _email, ...withoutEmail } = filmmaker
    const { isActive: _isActive, ...payload } = {
      ...withoutEmail,
      contact: { email: 'via-contact@example.com', phone: '' },
    }
    const res = await send('PUT', `/filmmaker/${filmmaker._id}`, adminToken, payload)
    expect(res.statusCode).toBe(200)
    expect(await rowOf(filmmaker._id)).toMatchObject({
      isActive: false,
      contactEmail: 'via-contact@example.com',
    })
  })

  it('replaces the image with a new data URL and releases the old file', async () => {
    const filmmaker = await createFilmmaker()
    const res = await send('PUT', `/filmmaker/${filmmaker._id}`, adminToken, {
      ...filmmaker,
      image: await pngDataUrl(),
    })
    expect(res.statusCode).toBe(200)
    const data = messageEnvelope(FilmmakerSchema).parse(res.json()).data!
    expect(data.image).toMatch(/^\/media\/[a-f0-9]{64}\.png$/)
    expect(data.image).not.toBe(filmmaker.image)
    expect((await rowOf(filmmaker._id))?.image).toBe(data.image)
    expect(existsSync(mediaPath(data.image))).toBe(true)
    expect(existsSync(mediaPath(filmmaker.image))).toBe(false)
  })

  it.each([
    [
      'a malformed top-level email',
      { email: 'not-an-email' },
      'email',
      'Please enter a valid email address',
    ],
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    [
      'a portfolio year too far ahead',
      { portfolio: [{ title: 'x', role: 'y', year: thisYear + 6 }] },
      'portfolio.0.year',
      'Year must be between 1900 and five years from now',
    ],
  ])(
    'rejects %s with 400 and leaves the row as it was',
    async (_case, overrides, path, message) => {
      const filmmaker = await createFilmmaker()
      const res = await send('PUT', `/filmmaker/${filmmaker._id}`, adminToken, {
        ...filmmaker,
        ...overrides,
      })
      expect(res.statusCode).toBe(400)
      expect(ErrorEnvelopeSchema.parse(res.json()).errors).toContainEqual({ path, message })
      expect(await rowOf(filmmaker._id)).toMatchObject({
        name: filmmaker.name,
        contactEmail: filmmaker.email,
      })
    },
  )

  it('answers 404 for an unknown id and stores no image', async () => {
    const before = await countMedia()
    const res = await send('PUT', '/filmmaker/unknown', adminToken, createBody(await pngDataUrl()))
    expect(res.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Filmmaker not found.')
    expect(await countMedia()).toBe(before)
  })
})

describe('DELETE /filmmaker/:id', () => {
  it('deletes the filmmaker and releases its image', async () => {
    const filmmaker = await createFilmmaker()
    const res = await send('DELETE', `/filmmaker/${filmmaker._id}`, adminToken)
    expect(res.statusCode).toBe(200)
    expect(MessageEnvelopeSchema.parse(res.json())).toEqual({
      success: true,
      message: 'Filmmaker deleted successfully.',
    })
    expect(await rowOf(filmmaker._id)).toBeUndefined()
    expect(existsSync(mediaPath(filmmaker.image))).toBe(false)
    expect((await send('DELETE', `/filmmaker/${filmmaker._id}`, adminToken)).statusCode).toBe(404)
  })
})

describe('who may write filmmakers', () => {
  it.each([
    ['a guest', 401, undefined],
    ['a listener', 403, 'listener'],
    ['a bad token', 401, 'bogus'],
  ] as const)(
    'refuses %s on every admin endpoint with %i and changes nothing',
    async (_who, status, role) => {
      const token = role === 'listener' ? listenerToken : role
      const filmmaker = await createFilmmaker()
      const before = { filmmakers: await countFilmmakers(), media: await countMedia() }
      const calls = [
        await send('POST', '/filmmaker/create', token, createBody(await pngDataUrl())),
        await send('PUT', `/filmmaker/${filmmaker._id}`, token, {
          ...filmmaker,
          name: 'Hijacked',
          isActive: false,
        }),
        await send('DELETE', `/filmmaker/${filmmaker._id}`, token),
      ]
      for (const res of calls) {
        expect(res.statusCode).toBe(status)
        expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
      }
      expect({ filmmakers: await countFilmmakers(), media: await countMedia() }).toEqual(before)
      expect(await rowOf(filmmaker._id)).toMatchObject({ name: filmmaker.name, isActive: true })
    },
  )

  it('lets an admin create, update and delete, and anyone read', async () => {
    const filmmaker = await createFilmmaker()
    expect((await send('GET', '/filmmaker')).statusCode).toBe(200)
    expect((await send('GET', `/filmmaker/${filmmaker._id}`, listenerToken)).statusCode).toBe(200)
    expect(
      (await send('PUT', `/filmmaker/${filmmaker._id}`, adminToken, filmmaker)).statusCode,
    ).toBe(200)
    expect((await send('DELETE', `/filmmaker/${filmmaker._id}`, adminToken)).statusCode).toBe(200)
  })
})
