import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '../../contract'
import { isDatabaseUnavailable, setupErrorHandler } from '../../server/plugins/errors'
import { createTestApp, type TestApp } from './helpers'

describe('GET /api/v1/health (liveness) and /api/v1/health/ready (readiness)', () => {
  let t: TestApp | undefined
  afterEach(() => t?.close())

  it('answers 200 to both while the database and the media store answer', async () => {
    t = await createTestApp()
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'not configured', media: 'ok' },
    })
  })

  it('is not ready (503 with the envelope) once the database is gone, and still alive', async () => {
    t = await createTestApp()
    await t.database.close()
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })
    expect(res.statusCode).toBe(503)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.message).toMatch(/temporarily unavailable/i)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200)
  })

  it('is not ready once the media store cannot be written', async () => {
    t = await createTestApp()
    // A file where the media directory should be: nothing can be written there.
    await rm(join(t.dataDir, 'media'), { recursive: true, force: true })
    await writeFile(join(t.dataDir, 'media'), 'not a directory')
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })
    expect(res.statusCode).toBe(503)
  })

  it('turns a database failure inside any route into 503, not 500, without SQL in the body', async () => {
    t = await createTestApp()
    await t.database.close()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      payload: { email: 'someone@example.com', password: 'whatever1' },
    })
    expect(res.statusCode).toBe(503)
    expect(res.body).not.toMatch(/select|from "users"|PGlite|pool/i)
    expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
  })
})

describe('the error handler', () => {
  it('answers an unexpected failure with a generic 500 envelope; the detail stays in the log', async () => {
    const app = Fastify({ logger: false })
    setupErrorHandler(app)
    app.get('/boom', () => {
      throw new Error('relation "secret_table" does not exist: select * from secret_table')
    })
    const res = await app.inject({ method: 'GET', url: '/boom' })
    expect(res.statusCode).toBe(500)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.message).toMatch(/went wrong/)
    expect(res.body).not.toMatch(/secret_table|select|stack|at /)
    await app.close()
  })

  it('recognises an unreachable database behind wrapped errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(
      true,
    )
    expect(
      isDatabaseUnavailable(new Error('Failed query', { cause: new Error('PGlite is closed') })),
    ).toBe(true)
    expect(
      isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBe(false)
  })
})
