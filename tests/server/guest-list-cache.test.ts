import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * The public lists are served to guests from a short-lived cache (server/lib/response-cache.ts).
 * These tests read a list first, so that it is cached, then write through the API and read again:
 * an acknowledged write must show at once, whatever the cache holds.
 */

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
async function pngDataUrl(): Promise<string> {
  colour += 1
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: { r: colour, g: 40, b: 200 } },
  })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const send = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { 'accept-encoding': 'identity', ...(token ? authHeader(token) : {}) },
    ...(payload && { payload }),
  })

interface Named {
  _id: string
  name: string
}

/** The names in a list answer, bare array or {success, data}. */
async function names(url: string): Promise<string[]> {
  const res = await send('GET', url)
  expect(res.statusCode).toBe(200)
  const body = res.json<Named[] | { data: Named[] }>()
  return (Array.isArray(body) ? body : body.data).map((entry) => entry.name)
}

/** Creates through the API, then renames, then deletes, reading the cached list after each step. */
async function expectWritesShowAtOnce(
  list: string,
  create: { url: string; body: () => Promise<object> },
  itemUrl: (id: string) => string,
  update: (name: string) => Promise<object>,
) {
  const before = await names(list)
  const created = await send('POST', create.url, adminToken, await create.body())
  expect(created.statusCode).toBe(201)
  const id = created.json<{ data: Named }>().data._id
  expect(await names(list)).toEqual(expect.arrayContaining([...before, 'Cache Probe']))

  const renamed = await send('PUT', itemUrl(id), adminToken, await update('Cache Probe Renamed'))
  expect(renamed.statusCode).toBe(200)
  const afterRename = await names(list)
  expect(afterRename).toContain('Cache Probe Renamed')
  expect(afterRename).not.toContain('Cache Probe')

  expect((await send('DELETE', itemUrl(id), adminToken)).statusCode).toBe(200)
  expect(await names(list)).toEqual(before)
}

describe('guest list cache', () => {
  it('artists: a create, an update and a delete show in the next read', async () => {
    const body = async (name = 'Cache Probe') => ({
      name,
      bio: 'Singer.',
      age: 30,
      management: 'Self',
      imageUrl: await pngDataUrl(),
      socialLinks: {},
    })
    await expectWritesShowAtOnce(
      '/artist',
      { url: '/artist/add', body: () => body() },
      (id) => `/artist/${id}`,
      (name) => body(name),
    )
  })

  it('producers: a create, an update and a delete show in the next read', async () => {
    const body = async (name = 'Cache Probe') => ({
      name,
      level: 'Senior',
      bio: 'A producer from Kigali who shapes Afrobeat and hip-hop records with care.',
      contactEmail: 'probe@example.com',
      yearsExperience: '4',
      genres: JSON.stringify(['Pop']),
      skills: JSON.stringify(['Mixing']),
      credits: JSON.stringify([]),
      socialMedia: JSON.stringify({}),
      image: await pngDataUrl(),
    })
    await expectWritesShowAtOnce(
      '/producer',
      { url: '/producer/add-producer', body: () => body() },
      (id) => `/producer/${id}`,
      (name) => body(name),
    )
  })

  it('filmmakers: a create, an update and a delete show in the next read', async () => {
    const body = async (name = 'Cache Probe') => ({
      name,
      bio: 'Documentary director.',
      image: await pngDataUrl(),
      specialization: 'Director',
      experience: '3',
      portfolio: [{ title: 'Imbabazi', year: 2022, role: 'Director' }],
      contact: { email: 'probe@example.com', phone: '+250 788 000 000' },
    })
    await expectWritesShowAtOnce(
      '/filmmaker',
      { url: '/filmmaker/create', body: () => body() },
      (id) => `/filmmaker/${id}`,
      (name) => body(name),
    )
  })

  it('gallery: a like shows in the guests’ next read, and a user never gets the guests’ answer', async () => {
    const created = await send('POST', '/gallery/add-gallery', adminToken, {
      title: 'Cache Probe',
      description: 'The live room.',
      image: await pngDataUrl(),
      videoUrl: '',
    })
    expect(created.statusCode).toBe(201)
    const id = created.json<{ data: { _id: string } }>().data._id

    type Item = { _id: string; likeCount: number; isLikedByUser: boolean }
    const item = async (token?: string) => {
      const res = await send('GET', '/gallery', token)
      expect(res.statusCode).toBe(200)
      return res.json<Item[]>().find((entry) => entry._id === id)
    }

    expect(await item()).toMatchObject({ likeCount: 0, isLikedByUser: false })
    expect((await send('POST', `/gallery/${id}/like`, listenerToken)).statusCode).toBe(200)
    expect(await item()).toMatchObject({ likeCount: 1, isLikedByUser: false })
    expect(await item(listenerToken)).toMatchObject({ likeCount: 1, isLikedByUser: true })

    expect((await send('DELETE', `/gallery/${id}`, adminToken)).statusCode).toBe(200)
    expect(await item()).toBeUndefined()
  })

  it('a failed write leaves the list as it was', async () => {
    const before = await names('/artist')
    const res = await send('POST', '/artist/add', adminToken, { name: '' })
    expect(res.statusCode).toBe(400)
    expect(await names('/artist')).toEqual(before)
  })

  it('answers a page, a search or a filter for what it asks, never the cached whole list', async () => {
    const body = async (name: string) => ({
      name,
      bio: 'Singer.',
      age: 30,
      management: 'Self',
      imageUrl: await pngDataUrl(),
      socialLinks: {},
    })
    for (const name of ['Paged One', 'Paged Two'])
      expect((await send('POST', '/artist/add', adminToken, await body(name))).statusCode).toBe(201)
    const whole = await names('/artist')
    expect(whole.length).toBeGreaterThan(1)
    const page = await send('GET', '/artist?limit=1')
    expect(page.json<{ data: { docs: Named[]; total: number } }>().data).toMatchObject({
      total: whole.length,
      docs: [{ name: whole[0] }],
    })
    const second = await send('GET', '/artist?limit=1&page=2')
    expect(second.json<{ data: { docs: Named[] } }>().data.docs).toMatchObject([{ name: whole[1] }])
    expect(await names('/artist?q=paged%20two')).toEqual(['Paged Two'])
    expect(await names('/artist?sort=name&order=asc&q=paged')).toEqual(['Paged One', 'Paged Two'])
    // The page cached above is forgotten on a write too.
    const created = await send('POST', '/artist/add', adminToken, await body('Paged Three'))
    expect(created.statusCode).toBe(201)
    const fresh = await send('GET', '/artist?limit=1')
    expect(fresh.json<{ data: { docs: Named[] } }>().data.docs).toMatchObject([
      { name: 'Paged Three' },
    ])
  })
})
