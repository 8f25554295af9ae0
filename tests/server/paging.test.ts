import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '../../contract'
import { COUNT, seedCatalogue } from './support/catalogue'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * Every collection's GET in pages (contract/paging.ts): page 1, 2, past the last, the limit, the
 * unpaged shape existing clients read, and bad parameters refused with 400 in the envelope.
 */

let t: TestApp
let admin: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  await seedCatalogue(t.db)
  admin = authHeader((await createUser(t.app, { admin: true })).token)
  // Users: the admin above plus 29, so 30 accounts.
  for (let index = 1; index < COUNT; index += 1) await createUser(t.app)
})
afterAll(() => t.close())

interface Collection {
  path: string
  /** Rows a guest (or, for admin routes, the admin) sees. */
  total: number
  admin?: boolean
  /** The unpaged answer's list: the body itself, or its `data`. */
  unpaged: 'array' | 'envelope' | 'music'
}

const COLLECTIONS: Collection[] = [
  { path: '/api/v1/artist', total: COUNT, unpaged: 'array' },
  { path: '/api/v1/producer', total: COUNT, unpaged: 'envelope' },
  { path: '/api/v1/filmmaker', total: COUNT, unpaged: 'array' },
  { path: '/api/v1/gallery', total: COUNT, unpaged: 'array' },
  // Two of the tracks are inactive.
  { path: '/api/v1/music', total: COUNT - 2, unpaged: 'music' },
  { path: '/api/v1/contact', total: COUNT, admin: true, unpaged: 'array' },
  { path: '/api/v1/admin/users', total: COUNT, admin: true, unpaged: 'envelope' },
]

interface PageBody {
  success: true
  data: { docs: { _id: string }[]; total: number; page: number; limit: number; pages: number }
}

const get = (collection: Collection, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `${collection.path}${query}`,
    headers: collection.admin ? admin : {},
  })

const page = async (collection: Collection, query: string) => {
  const res = await get(collection, query)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<PageBody>().data
}

describe.each(COLLECTIONS)('GET $path', (collection) => {
  it('answers page 1 and page 2 of the default size, then the rest, without overlap', async () => {
    const first = await page(collection, '?page=1')
    const second = await page(collection, '?page=2')
    const limit = collection.path.endsWith('/music') ? 20 : 24
    expect(first).toMatchObject({ total: collection.total, page: 1, limit })
    expect(first.pages).toBe(Math.ceil(collection.total / limit))
    expect(first.docs).toHaveLength(limit)
    expect(second.docs).toHaveLength(collection.total - limit)
    const ids = [...first.docs, ...second.docs].map((doc) => doc._id)
    expect(new Set(ids).size).toBe(collection.total)
  })

  it('answers the limit asked for, and a page past the last with no docs and the true total', async () => {
    const third = await page(collection, '?page=3&limit=10')
    expect(third).toMatchObject({ total: collection.total, page: 3, limit: 10, pages: 3 })
    expect(third.docs).toHaveLength(collection.total - 20)
    const past = await page(collection, '?page=9&limit=10')
    expect(past).toEqual({ docs: [], total: collection.total, page: 9, limit: 10, pages: 3 })
    const onlyLimit = await page(collection, '?limit=5')
    expect(onlyLimit).toMatchObject({ page: 1, limit: 5, pages: Math.ceil(collection.total / 5) })
  })

  it('answers its unpaged shape, every row, without page or limit', async () => {
    const res = await get(collection)
    expect(res.statusCode).toBe(200)
    const body = res.json<unknown>()
    const docs =
      collection.unpaged === 'array'
        ? (body as unknown[])
        : collection.unpaged === 'envelope'
          ? (body as { data: unknown[] }).data
          : (body as PageBody).data.docs
    expect(Array.isArray(docs)).toBe(true)
    expect(docs).toHaveLength(collection.total)
    if (collection.unpaged === 'music')
      expect((body as PageBody).data).toMatchObject({ total: collection.total, page: 1, pages: 1 })
  })

  it.each([
    ['page=0', 'The page must be a whole number from 1 to 10000'],
    ['page=-1', 'The page must be a whole number from 1 to 10000'],
    ['page=abc', 'The page must be a whole number from 1 to 10000'],
    ['page=1.5', 'The page must be a whole number from 1 to 10000'],
    ['page=10001', 'The page must be a whole number from 1 to 10000'],
    ['page=1&page=2', 'The page must be a whole number from 1 to 10000'],
    ['limit=0', 'The number per page must be a whole number from 1 to 100'],
    ['limit=1000000000', 'The number per page must be a whole number from 1 to 100'],
    ['limit=1e400', 'The number per page must be a whole number from 1 to 100'],
    [`q=${'a'.repeat(10_000)}`, 'This search or filter text is too long (at most 100 characters)'],
    ['sort=shoeSize', 'This value is not one the list accepts'],
    ['order=sideways', 'This value is not one the list accepts'],
    ['from=yesterday', 'Enter a date and time such as 2024-05-31T00:00:00Z'],
    ['to=2025-13-45T99:00:00Z', 'Enter a date and time such as 2024-05-31T00:00:00Z'],
  ])('refuses %s with 400 in the envelope, saying what is wrong', async (query, message) => {
    const res = await get(collection, `?${query}`)
    expect(res.statusCode).toBe(400)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.message).toBe(message)
    expect(body.errors?.[0]?.message).toBe(message)
  })
})

describe('filters the API refuses', () => {
  it.each([
    ['/api/v1/music?genre=Polka', false],
    ['/api/v1/producer?level=Wizard', false],
    ['/api/v1/filmmaker?specialization=Juggler', false],
    [`/api/v1/gallery?category=${'x'.repeat(51)}`, false],
    ['/api/v1/contact?status=maybe', true],
    ['/api/v1/admin/users?userType=root', true],
    ['/api/v1/admin/users?active=yes', true],
    ['/api/v1/music?includeInactive=1', false],
  ])('%s is a 400', async (url, asAdmin) => {
    const res = await t.app.inject({ method: 'GET', url, headers: asAdmin ? admin : {} })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
  })
})
