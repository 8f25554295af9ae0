import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '../../contract'
import { createTestApp, type TestApp } from './helpers'

/**
 * A method that an existing API path does not take is a 405 that names the methods it does take
 * (`Allow`), in the error envelope; a path that does not exist stays a 404.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ID = '11111111-1111-4111-8111-111111111111'
const allowOf = (header: string | string[] | number | undefined) =>
  String(header ?? '')
    .split(',')
    .map((method) => method.trim())
    .sort()

describe('405 Method Not Allowed', () => {
  it.each([
    ['DELETE', '/api/v1/health', ['GET', 'HEAD']],
    ['PATCH', '/api/v1/music', ['GET', 'HEAD', 'POST']],
    ['POST', `/api/v1/artist/${ID}`, ['DELETE', 'GET', 'HEAD', 'PUT']],
    ['GET', '/api/v1/admin/login', ['POST']],
    ['PUT', '/api/v1/contact', ['GET', 'HEAD', 'POST']],
    ['DELETE', `/api/v1/gallery/${ID}/like`, ['POST']],
    ['OPTIONS', '/api/v1/gallery', ['GET', 'HEAD']],
    ['GET', `/api/v1/music/${ID}/play`, ['PUT']],
  ] as const)('%s %s is a 405 with Allow', async (method, url, allowed) => {
    const res = await t.app.inject({ method, url })
    expect(res.statusCode).toBe(405)
    expect(allowOf(res.headers.allow)).toEqual(allowed)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.success).toBe(false)
    expect(body.message).toContain(method)
  })

  it('answers 405 before reading the body: a broken JSON body does not turn it into a 400', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/music?page=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    })
    expect(res.statusCode).toBe(405)
    expect(allowOf(res.headers.allow)).toEqual(['GET', 'HEAD', 'POST'])
  })

  it('the methods a path takes still work', async () => {
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/music' })).statusCode).toBe(200)
  })

  it.each([
    ['GET', '/api/v1/nothing-here'],
    ['DELETE', '/api/v1/music/a/b/c'],
    ['POST', '/api/v1/healthz'],
    ['GET', '/api/v1/health/'],
  ] as const)('%s %s (no such path) stays a 404 envelope', async (method, url) => {
    const res = await t.app.inject({ method, url })
    expect(res.statusCode).toBe(404)
    expect(res.headers.allow).toBeUndefined()
    expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
  })

  it('a parameter longer than the router takes keeps the router’s answer (414), not a 405', async () => {
    const res = await t.app.inject({ url: `/api/v1/artist/${'a'.repeat(300)}` })
    expect(res.statusCode).toBe(414)
  })

  it.each(['TRACE', 'PROPFIND', 'SEARCH'] as const)(
    '%s on an existing path is a 405 too',
    async (method) => {
      // light-my-request's types name the common methods only; Fastify routes these ones too.
      const res = await t.app.inject({ method: method as 'GET', url: '/api/v1/artist' })
      expect(res.statusCode).toBe(405)
      expect(allowOf(res.headers.allow)).toEqual(['GET', 'HEAD'])
    },
  )
})
