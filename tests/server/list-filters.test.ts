import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COUNT, at, seedCatalogue } from './support/catalogue'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * Search, filters, orders and date windows of every collection's GET, applied by the server,
 * paged or not; the admin-only music filters ignored for anyone else.
 */

let t: TestApp
let admin: Record<string, string>
let listener: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  await seedCatalogue(t.db)
  admin = authHeader((await createUser(t.app, { admin: true, username: 'Root Admin' })).token)
  listener = authHeader((await createUser(t.app, { username: 'Zoé Listener' })).token)
})
afterAll(() => t.close())

type Doc = Record<string, unknown>

/** The docs of a paged answer (with `data`) or of an unpaged array. */
async function docs(url: string, headers: Record<string, string> = {}): Promise<Doc[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json<Doc[] | { data: Doc[] | { docs: Doc[] } }>()
  if (Array.isArray(body)) return body
  return Array.isArray(body.data) ? body.data : body.data.docs
}
const field = (name: string) => (rows: Doc[]) => rows.map((row) => row[name])
const names = field('name')
const titles = field('title')

describe('search (q)', () => {
  it('matches every word, in any case, across the searched fields', async () => {
    expect(titles(await docs('/music?q=meddy'))).toEqual(['Track 04'])
    expect(titles(await docs('/music?q=NIGHT drive'))).toEqual(['Track 09'])
    expect(titles(await docs('/music?q=night track 04'))).toEqual([])
    expect(titles(await docs('/gallery?q=kigali'))).toEqual(['Photo 05'])
    expect(await docs('/gallery?q=studio&limit=100')).toHaveLength(COUNT / 2)
    expect(names(await docs('/producer?q=afrobeat'))).toEqual(['Producer 03'])
    // 00 to 09, 10 and 20.
    expect(names(await docs('/filmmaker?q=filmmaker%200'))).toHaveLength(12)
    expect(names(await docs('/contact?q=booking june', admin))).toEqual(['Sender 11'])
    expect(names(await docs('/contact?q=sender-12@', admin))).toEqual(['Sender 12'])
    expect(field('username')(await docs('/admin/users?q=zoé', admin))).toEqual(['Zoé Listener'])
  })

  it('takes %, _ and \\ as themselves, not as patterns', async () => {
    expect(names(await docs('/artist?q=100%25_band%5C'))).toEqual(['Ámara 100%_Band\\'])
    expect(await docs('/artist?q=%25')).toHaveLength(1)
    expect(await docs('/artist?q=_')).toHaveLength(1)
    expect(await docs('/artist?q=%5C')).toHaveLength(1)
  })

  it('answers the whole list for an empty or blank q', async () => {
    expect(await docs('/artist?q=')).toHaveLength(COUNT)
    expect(await docs('/artist?q=%20%20')).toHaveLength(COUNT)
  })
})

describe('filters', () => {
  it('filters each collection by its own field', async () => {
    const pop = await docs('/music?genre=Pop&limit=100')
    expect(pop).toHaveLength(COUNT / 2 - 1) // one of the two inactive tracks is Pop
    expect(new Set(field('genre')(pop))).toEqual(new Set(['Pop']))
    expect(new Set(field('category')(await docs('/gallery?category=Live')))).toEqual(
      new Set(['Live']),
    )
    expect(await docs('/gallery?category=Live')).toHaveLength(COUNT / 2)
    expect(await docs('/producer?level=Legendary')).toHaveLength(7)
    expect(await docs('/filmmaker?specialization=Editor')).toHaveLength(COUNT / 3)
    const unread = await docs('/contact?status=unread&limit=100', admin)
    expect(unread).toHaveLength(COUNT / 2)
    expect(new Set(field('isRead')(unread))).toEqual(new Set([false]))
    expect(await docs('/contact?status=read', admin)).toHaveLength(COUNT / 2)
    expect(field('username')(await docs('/admin/users?userType=admin', admin))).toEqual([
      'Root Admin',
    ])
    expect(await docs('/admin/users?active=false', admin)).toEqual([])
  })

  it('shows inactive tracks to an admin who asks, never to anyone else', async () => {
    expect(await docs('/music?active=false')).toHaveLength(COUNT - 2)
    expect(await docs('/music?includeInactive=true', listener)).toHaveLength(COUNT - 2)
    expect(titles(await docs('/music?active=false', admin))).toEqual(['Track 29', 'Track 28'])
    expect(await docs('/music?includeInactive=true', admin)).toHaveLength(COUNT)
    expect(await docs('/music?active=true', admin)).toHaveLength(COUNT - 2)
    expect(await docs('/music', admin)).toHaveLength(COUNT - 2)
  })

  it('bounds createdAt by from (inclusive) and to (exclusive)', async () => {
    const window = `from=${at(10).toISOString()}&to=${at(13).toISOString()}`
    for (const [url, headers] of [
      ['/artist', {}],
      ['/producer', {}],
      ['/filmmaker', {}],
      ['/gallery', {}],
      ['/music', {}],
      ['/contact', admin],
    ] as const)
      expect(await docs(`${url}?${window}`, headers)).toHaveLength(3)
    expect(names(await docs(`/artist?${window}`))).toEqual(['Artist 12', 'Artist 11', 'Artist 10'])
  })
})

describe('orders', () => {
  it('orders newest first by default, and oldest first with order=asc', async () => {
    expect(names(await docs('/artist?limit=2'))).toEqual(['Artist 29', 'Artist 28'])
    expect(names(await docs('/artist?limit=2&order=asc'))).toEqual(['Artist 00', 'Artist 01'])
    expect(titles(await docs('/music?limit=2'))).toEqual(['Track 27', 'Track 26'])
  })

  it('orders text A to Z by default, in any case, and Z to A with order=desc', async () => {
    expect(names(await docs('/artist?sort=name&q=artist&limit=2'))).toEqual([
      'Artist 00',
      'Artist 01',
    ])
    expect(names(await docs('/artist?sort=name&q=artist&order=desc&limit=2'))).toEqual([
      'Artist 29',
      'Artist 28',
    ])
    expect(titles(await docs('/gallery?sort=title&limit=2'))).toEqual(['Photo 00', 'Photo 01'])
    expect(titles(await docs('/gallery?sort=title&order=desc&limit=2'))).toEqual([
      'Photo 29',
      'Photo 28',
    ])
    expect(field('artist')(await docs('/music?sort=artist&limit=2'))).toEqual([
      'Meddy',
      'Singer 00',
    ])
    expect(names(await docs('/contact?sort=email&order=desc&limit=1', admin))).toEqual([
      'Sender 29',
    ])
    expect(names(await docs('/contact?sort=subject&limit=1', admin))).toEqual(['Sender 11'])
    expect(field('username')(await docs('/admin/users?sort=username&limit=1', admin))).toEqual([
      'Root Admin',
    ])
    expect(field('userType')(await docs('/admin/users?sort=userType&limit=1', admin))).toEqual([
      'admin',
    ])
  })

  it('orders numbers and ranks largest first by default', async () => {
    expect(field('duration')(await docs('/music?sort=duration&limit=2'))).toEqual([127, 126])
    expect(field('experience')(await docs('/filmmaker?sort=experience&limit=1'))).toEqual([29])
    expect(
      field('yearsExperience')(await docs('/producer?sort=experience&order=asc&limit=1')),
    ).toEqual([0])
    // Level is a rank: Junior, Mid-level, Senior, Legendary.
    expect(field('level')(await docs('/producer?sort=level&limit=100'))).toEqual([
      ...Array<string>(8).fill('Junior'),
      ...Array<string>(8).fill('Mid-level'),
      ...Array<string>(7).fill('Senior'),
      ...Array<string>(7).fill('Legendary'),
    ])
    expect(field('specialization')(await docs('/filmmaker?sort=specialization&limit=1'))).toEqual([
      'Director',
    ])
    expect(field('genre')(await docs('/music?sort=genre&limit=1'))).toEqual(['Pop'])
    expect(field('category')(await docs('/gallery?sort=category&limit=1'))).toEqual(['Live'])
  })

  it('keeps one order across pages when many rows tie', async () => {
    // Every filmmaker of a specialization ties on it: the id and creation time decide.
    const pages = await Promise.all(
      [1, 2, 3].map((page) => docs(`/filmmaker?sort=specialization&limit=10&page=${page}`)),
    )
    const ids = pages.flat().map((row) => row._id)
    expect(new Set(ids).size).toBe(COUNT)
  })
})
