import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertGalleryItem } from '../../server/repositories/gallery'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

/**
 * Answers that belong to one person are never stored by a cache (`no-store`), and answers whose
 * body depends on the bearer token say so (`Vary: Authorization`), so a shared cache can never
 * hand one caller's answer to another.
 */

let t: TestApp
let adminToken: string
let listenerToken: string
let galleryId: string

beforeAll(async () => {
  t = await createTestApp()
  adminToken = (await createUser(t.app, { admin: true })).token
  listenerToken = (await createUser(t.app)).token
  const item = await insertGalleryItem(t.db, {
    title: 'Studio night',
    description: 'A session in Kigali.',
    image: '/media/a.png',
    videoUrl: '',
    category: 'studio',
  })
  galleryId = item.id
})
afterAll(() => t.close())

const varyTokens = (header: string | string[] | number | undefined) =>
  String(header ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())

describe('Cache-Control: no-store on private answers', () => {
  it.each([
    ['POST', '/api/v1/admin/login', { email: 'nobody@example.com', password: 'wrong-password' }],
    ['POST', '/api/v1/admin/create', { username: 'x', email: 'bad', password: '1' }],
    ['GET', '/api/v1/admin/users', undefined],
    ['GET', '/api/v1/contact', undefined],
    ['GET', '/api/v1/dashboard/analytics', undefined],
    ['GET', '/api/v1/dashboard/monthly-data', undefined],
  ] as const)('%s %s is no-store even for a guest and on errors', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, ...(payload && { payload }) })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it.each([
    ['GET', '/api/v1/admin/users'],
    ['GET', '/api/v1/contact'],
    ['GET', '/api/v1/dashboard/analytics'],
  ] as const)('%s %s is no-store for the admin', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: authHeader(adminToken) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('a successful sign-in (its token in the body) is no-store', async () => {
    const { user, password } = await createUser(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: user.email, password },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it.each(['/api/v1/artist', '/api/v1/gallery', '/api/v1/music', `/api/v1/health`])(
    'GET %s with a valid token is no-store',
    async (url) => {
      const res = await t.app.inject({ url, headers: authHeader(listenerToken) })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
    },
  )

  it('guests’ lists keep their public caching (no no-store), cached or not', async () => {
    for (const url of ['/api/v1/gallery', '/api/v1/music', '/api/v1/artist']) {
      for (let round = 0; round < 2; round += 1) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
        expect(res.statusCode).toBe(200)
        expect(res.headers['cache-control'] ?? '').not.toContain('no-store')
      }
    }
  })

  it('an invalid token gets the guest answer, which may be cached as a guest’s', async () => {
    const res = await t.app.inject({
      url: '/api/v1/artist',
      headers: authHeader('not-a-real-token'),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store')
  })
})

describe('Vary: Authorization on answers that depend on the token', () => {
  const perViewer = () => ['/api/v1/gallery', `/api/v1/gallery/${galleryId}`, '/api/v1/music']

  it('guests’ answers (the cached lists included) vary on Authorization and keep Accept-Encoding', async () => {
    for (const url of perViewer()) {
      for (let round = 0; round < 2; round += 1) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
        expect(res.statusCode).toBe(200)
        const vary = varyTokens(res.headers.vary)
        expect(vary).toContain('authorization')
        if (url !== `/api/v1/gallery/${galleryId}`) expect(vary).toContain('accept-encoding')
        expect(vary.filter((token) => token === 'authorization')).toHaveLength(1)
      }
    }
  })

  it('signed-in answers vary on Authorization too', async () => {
    for (const url of perViewer()) {
      const res = await t.app.inject({ url, headers: authHeader(listenerToken) })
      expect(res.statusCode).toBe(200)
      expect(varyTokens(res.headers.vary)).toContain('authorization')
    }
  })

  it('answers that are the same for everyone do not vary on Authorization', async () => {
    const res = await t.app.inject({ url: '/api/v1/artist' })
    expect(varyTokens(res.headers.vary)).not.toContain('authorization')
  })
})
