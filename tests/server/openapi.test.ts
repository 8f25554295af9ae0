import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS, MUSIC_GENRES, PRODUCER_LEVELS } from '../../contract'
import { createTestApp, createUser, authHeader, type TestApp } from './helpers'
import {
  readObservations,
  recordStatuses,
  STATUS_LOG_ENV,
  undocumentedAnswers,
  type Observation,
} from './status-log'

/**
 * The OpenAPI document at /api/docs/json, as an API fuzzer reads it: valid OpenAPI 3, every rule
 * the server enforces, every status a route answers. That the document lists every status the
 * server tests observe is checked at the end of the run (./status-log.global.ts); the mechanism
 * itself is tested here.
 */

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  format?: string
  maximum?: number
  items?: JsonSchema
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description?: string; headers?: Record<string, unknown> }>
}
interface OpenApiDocument {
  [keyword: string]: unknown
  openapi: string
  paths: Record<string, Record<string, Operation>>
}

let t: TestApp
let document: OpenApiDocument

beforeAll(async () => {
  t = await createTestApp()
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(res.statusCode).toBe(200)
  document = res.json()
})
afterAll(() => t.close())

const operation = (path: string, method: string): Operation => {
  const found = document.paths[path]?.[method]
  if (!found) throw new Error(`no ${method} ${path} in the document`)
  return found
}
const body = (path: string, method: string): JsonSchema => {
  const schema = operation(path, method).requestBody?.content['application/json']?.schema
  if (!schema) throw new Error(`no JSON body for ${method} ${path}`)
  return schema
}
const statuses = (path: string, method: string) => Object.keys(operation(path, method).responses)
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ path, method })),
  )

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toMatch(/^3\./)
  })

  it('carries the register rules: e-mail length and pattern, name and password lengths', () => {
    const register = body('/api/v1/admin/create', 'post')
    const { email, username, password } = register.properties ?? {}
    expect(email).toMatchObject({ type: 'string', maxLength: LIMITS.emailMax, minLength: 1 })
    expect(new RegExp(email?.pattern ?? '^$').test('listener@example.com')).toBe(true)
    expect(new RegExp(email?.pattern ?? '.').test('not-an-email')).toBe(false)
    expect(username).toMatchObject({ minLength: 1, maxLength: LIMITS.nameMax })
    expect(password).toMatchObject({ minLength: LIMITS.passwordMin, maxLength: 200 })
    expect(register.required).toEqual(expect.arrayContaining(['username', 'email', 'password']))
  })

  it('carries the login rules, which used to vanish behind a refine', () => {
    const { email, password } = body('/api/v1/admin/login', 'post').properties ?? {}
    expect(email?.pattern).toBeDefined()
    expect(new RegExp(password?.pattern ?? '.').test('   ')).toBe(false)
  })

  it('lists the music genres as an enum, and the track fields with their bounds', () => {
    const track = body('/api/v1/music', 'post').properties ?? {}
    expect(track.genre?.enum).toEqual(['', ...MUSIC_GENRES])
    expect(track.title).toMatchObject({ minLength: 1, maxLength: LIMITS.titleMax })
    expect(track.duration).toMatchObject({ type: 'integer', minimum: 1, maximum: 24 * 3600 })
    expect(track.audioUrl?.pattern).toMatch(/data:/)
    expect(track.coverImageUrl?.pattern).toMatch(/^\^\$\|/)
  })

  it('gives the contact form its lengths and patterns', () => {
    const contact = body('/api/v1/contact', 'post')
    expect(contact.properties?.name).toMatchObject({ minLength: 1, maxLength: LIMITS.nameMax * 2 })
    expect(contact.properties?.message?.maxLength).toBe(LIMITS.textMax)
    // Trimmed, then at least one character: a blank name is refused, and the pattern says so.
    expect(new RegExp(contact.properties?.name?.pattern ?? '.').test('   ')).toBe(false)
    expect(contact.properties?.phone?.pattern).toBeDefined()
    expect(contact.required).toEqual(expect.arrayContaining(['name', 'email', 'message']))
  })

  it('lists producer levels and filmmaker specializations as enums, social links as patterns', () => {
    const producer = body('/api/v1/producer/add-producer', 'post').properties ?? {}
    expect(producer.level?.enum).toEqual([...PRODUCER_LEVELS])
    expect(producer.socialMedia?.properties?.instagram?.pattern).toMatch(/^\^\$\|/)
    const filmmaker = body('/api/v1/filmmaker/create', 'post').properties ?? {}
    expect(filmmaker.specialization?.enum).toContain('Director')
    // A missing portfolio year becomes this year: not required.
    expect(filmmaker.portfolio?.items?.required ?? []).not.toContain('year')
  })

  it('bounds the music list query', () => {
    const parameters = operation('/api/v1/music', 'get').parameters ?? []
    const limit = parameters.find((parameter) => parameter.name === 'limit')
    expect(limit?.schema).toMatchObject({ minimum: 1, maximum: LIMITS.musicPageMax })
  })

  it('documents 429 on every rate-limited route, with its budget', () => {
    for (const [path, method] of [
      ['/api/v1/admin/login', 'post'],
      ['/api/v1/admin/create', 'post'],
      ['/api/v1/contact', 'post'],
      ['/api/v1/gallery/{id}/like', 'post'],
      ['/api/v1/music/{id}/play', 'put'],
    ] as const)
      expect(statuses(path, method), `${method} ${path}`).toContain('429')
    expect(operation('/api/v1/admin/login', 'post').responses['429']?.description).toMatch(
      /more than 10 per 1 minute per client address/,
    )
  })

  it('documents 503 on every route (any bearer token is looked up in the database)', () => {
    for (const { path, method } of operations())
      expect(statuses(path, method), `${method} ${path}`).toContain('503')
  })

  it('documents 400, 413 and 415 on every route that reads a body, 401 and 403 on admin routes', () => {
    for (const { path, method } of operations()) {
      if (method !== 'get')
        expect(statuses(path, method)).toEqual(expect.arrayContaining(['400', '413', '415']))
    }
    expect(statuses('/api/v1/artist/{id}', 'delete')).toEqual(
      expect.arrayContaining(['401', '403', '404']),
    )
    expect(statuses('/api/v1/dashboard/analytics', 'get')).toEqual(
      expect.arrayContaining(['401', '403']),
    )
  })

  it('documents the media route: statuses, Range headers and the stored-name pattern', () => {
    const media = operation('/media/{name}', 'get')
    expect(Object.keys(media.responses)).toEqual(
      expect.arrayContaining(['200', '206', '304', '404', '416']),
    )
    const headers = (media.parameters ?? []).filter((parameter) => parameter.in === 'header')
    expect(headers.map((header) => header.name)).toEqual(
      expect.arrayContaining(['range', 'if-none-match', 'if-range']),
    )
    expect(media.responses['206']?.headers).toHaveProperty('Content-Range')
    expect(media.responses['416']?.headers).toHaveProperty('Content-Range')
    const name = media.parameters?.find((parameter) => parameter.in === 'path')
    expect(new RegExp(name?.schema.pattern ?? '^$').test(`${'a'.repeat(64)}.png`)).toBe(true)
  })

  it('gives response dates their date-time format', () => {
    const created = operation('/api/v1/admin/create', 'post').responses['201'] as {
      content?: Record<string, { schema: JsonSchema }>
    }
    const user = created.content?.['application/json']?.schema.properties?.data
    expect(user?.properties?.createdAt).toMatchObject({ type: 'string', format: 'date-time' })
  })

  it('documents the health checks’ 503 (and the 400 of a query with a NUL, as on every route)', () => {
    expect(statuses('/api/v1/health', 'get')).toEqual(['200', '400', '503'])
    expect(statuses('/api/v1/health/ready', 'get')).toEqual(['200', '400', '503'])
  })
})

describe('the check of observed statuses against the document', () => {
  const observed = (overrides: Partial<Observation>): Observation => ({
    method: 'GET',
    route: '/api/v1/artist/:id',
    path: '',
    status: 200,
    ...overrides,
  })

  it('accepts statuses the document lists, HEAD as GET', () => {
    expect(
      undocumentedAnswers(document, [
        observed({ status: 404 }),
        observed({ method: 'HEAD', status: 200 }),
        observed({ method: 'DELETE', status: 403 }),
      ]),
    ).toEqual([])
  })

  it('reports a status the route does not list, and a route the document lacks', () => {
    expect(
      undocumentedAnswers(document, [
        observed({ status: 418 }),
        observed({ method: 'GET', route: '/api/v1/secret', status: 200 }),
      ]),
    ).toEqual([
      'GET /api/v1/artist/:id answered 418, which the document does not list',
      'GET /api/v1/secret answered 200, but the document has no such route',
    ])
  })

  it('lets an unlisted method on a known path answer 404 or 405, nothing else', () => {
    const onArtist = (status: number) =>
      observed({ method: 'PATCH', route: null, path: '/api/v1/artist/abc', status })
    // A hidden route answering that method counts the same as the not-found handler.
    const hidden = observed({ method: 'PATCH', route: '/api/v1/artist/:id', status: 405 })
    expect(undocumentedAnswers(document, [onArtist(405), onArtist(404), hidden])).toEqual([])
    expect(undocumentedAnswers(document, [onArtist(200)])).toEqual([
      'PATCH /api/v1/artist/{id} (no such method) answered 200, not 404 or 405',
    ])
  })

  it('is fed by the test apps: each answer is logged with its route pattern', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'label-statuses-test-'))
    const previous = process.env[STATUS_LOG_ENV]
    process.env[STATUS_LOG_ENV] = dir
    const local = await createTestApp()
    try {
      const { token } = await createUser(local.app, { admin: true })
      await local.app.inject({ method: 'GET', url: '/api/v1/artist/nope' })
      await local.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      })
      await local.app.inject({
        method: 'DELETE',
        url: '/api/v1/music/nope',
        headers: { ...authHeader(token), 'content-type': 'application/json' },
        payload: '{',
      })
      const observations = readObservations(dir)
      expect(observations).toEqual(
        expect.arrayContaining([
          { method: 'GET', route: '/api/v1/artist/:id', path: '', status: 404 },
          { method: 'POST', route: '/api/v1/contact', path: '', status: 415 },
          { method: 'DELETE', route: '/api/v1/music/:id', path: '', status: 400 },
        ]),
      )
      expect(undocumentedAnswers(document, observations)).toEqual([])
    } finally {
      if (previous === undefined) delete process.env[STATUS_LOG_ENV]
      else process.env[STATUS_LOG_ENV] = previous
      await local.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('does nothing when the run did not ask for a log', () => {
    const previous = process.env[STATUS_LOG_ENV]
    delete process.env[STATUS_LOG_ENV]
    try {
      const hooks: unknown[] = []
      recordStatuses({ addHook: (...args: unknown[]) => hooks.push(args) } as never)
      expect(hooks).toEqual([])
    } finally {
      if (previous !== undefined) process.env[STATUS_LOG_ENV] = previous
    }
  })
})
