import type { FastifyInstance, RouteOptions } from 'fastify'
import { z } from 'zod'
import { ErrorEnvelopeSchema } from '../../contract'
import { errorResponses, type ErrorStatus } from '../routes/responses'
import { STORED_NAME } from '../media/files'

/**
 * What the OpenAPI document adds to each route's own `schema.response`: the statuses the route's
 * options already imply, so no route can forget one a client will meet. Read from the route as
 * registered, not from a list kept by hand:
 * - any method whose body Fastify parses (all but GET and HEAD) answers 400 for broken JSON, 413
 *   past its bodyLimit and 415 for a type other than JSON, even without a body schema;
 * - a params, querystring or body schema answers 400 when the input breaks it;
 * - `requireUser` answers 401; `requireAdmin` 401 and 403;
 * - `config.rateLimit` answers 429;
 * - every route answers 503 when the database is down: the auth hook looks up any bearer token
 *   before the route runs.
 */

type Hook = RouteOptions['onRequest']
type RouteLike = Pick<RouteOptions, 'method' | 'onRequest' | 'preHandler' | 'config'> & {
  schema?: { body?: unknown; params?: unknown; querystring?: unknown }
}
export interface Guards {
  requireUser: unknown
  requireAdmin: unknown
}

const hooks = (hook: Hook | RouteOptions['preHandler']): unknown[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]

const BODYLESS = new Set(['GET', 'HEAD'])

export function impliedStatuses(route: RouteLike, guards: Guards): ErrorStatus[] {
  // 400 everywhere: the text guard (./text-guard.ts) refuses a NUL or a lone surrogate in any
  // query string or path of any route, and the router an address that is not UTF-8.
  const statuses = new Set<ErrorStatus>([400, 503])
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  if (methods.some((method) => !BODYLESS.has(method.toUpperCase()))) {
    for (const status of [400, 413, 415] as const) statuses.add(status)
  }
  const { schema } = route
  if (schema?.body || schema?.params || schema?.querystring) statuses.add(400)
  const guarding = [...hooks(route.onRequest), ...hooks(route.preHandler)]
  if (guarding.includes(guards.requireUser)) statuses.add(401)
  if (guarding.includes(guards.requireAdmin)) {
    statuses.add(401)
    statuses.add(403)
  }
  if (rateLimitOf(route)) statuses.add(429)
  return [...statuses]
}

interface RateLimit {
  max: number
  timeWindow: string
  keyGenerator?: unknown
}
const rateLimitOf = (route: RouteLike) =>
  (route.config as { rateLimit?: RateLimit } | undefined)?.rateLimit

/** The 429 of a rate-limited route says its budget, so a client can pace itself. */
function rateLimitResponse(limit: RateLimit) {
  const counted = limit.keyGenerator ? 'signed-in user (else address)' : 'client address'
  return ErrorEnvelopeSchema.describe(
    `Too many requests: more than ${limit.max} per ${limit.timeWindow} per ${counted}. Retry-After says when to try again.`,
  )
}

/** The route's `schema.response` with the implied error statuses it does not list yet. */
export function withImpliedResponses(
  response: Record<string, unknown> | undefined,
  route: RouteLike,
  guards: Guards,
): Record<string, unknown> {
  const missing = impliedStatuses(route, guards).filter((status) => !response?.[status])
  const limit = rateLimitOf(route)
  return {
    ...response,
    ...errorResponses(...missing),
    ...(limit && { 429: rateLimitResponse(limit) }),
  }
}

const binary = { schema: { type: 'string', format: 'binary' } }
const MEDIA_CONTENT = { 'image/*': binary, 'audio/*': binary, 'video/*': binary }
const text = (description: string) => ({ type: 'string', description })
const error = (status: ErrorStatus) => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorResponses(status)[status], {
    target: 'openapi-3.0',
  })
  return schema
}

/**
 * /media/:name (../media/plugin.ts) is a plain Fastify route, not a zod one: it serves bytes, and
 * its only inputs are the name and the caching and Range headers. Its document is written here,
 * from the same STORED_NAME pattern the route checks.
 */
export const MEDIA_ROUTE_DOC = {
  summary: 'A stored file, with ETag revalidation and single byte ranges',
  description:
    'Names are content hashes, so a URL never changes its bytes (Cache-Control: immutable). One `bytes=` range is served as 206; several ranges, other units or a reversed range get the whole file (200), as RFC 9110 allows. HEAD answers the same headers.',
  tags: ['media'],
  params: {
    type: 'object',
    properties: { name: { type: 'string', pattern: STORED_NAME.source } },
    required: ['name'],
  },
  headers: {
    type: 'object',
    properties: {
      range: text('`bytes=a-b`, `bytes=a-` or `bytes=-n`'),
      'if-none-match': text('An ETag from an earlier answer (or `*`): 304 when it matches'),
      'if-range': text('The ETag: the Range applies only while it matches'),
    },
  },
  response: {
    200: {
      description: 'The whole file',
      headers: {
        ETag: text('The content hash, quoted'),
        'Accept-Ranges': text('`bytes`'),
        'Content-Length': { type: 'integer', description: 'The file size' },
      },
      content: MEDIA_CONTENT,
    },
    206: {
      description: 'The requested byte range',
      headers: {
        'Content-Range': text('`bytes start-end/size`'),
        'Content-Length': { type: 'integer', description: 'The range length' },
      },
      content: MEDIA_CONTENT,
    },
    304: { description: 'Not modified: the If-None-Match ETag matches', type: 'null' },
    404: error(404),
    416: {
      description: 'Range not satisfiable: it starts past the end of the file',
      headers: { 'Content-Range': text('`bytes */size`') },
      type: 'null',
    },
    503: error(503),
  },
}

export const MEDIA_ROUTE_URL = '/media/:name'

/** The guards to recognise in route hooks, read once the auth plugin has decorated the app. */
export const guardsOf = (app: FastifyInstance): Guards => ({
  requireUser: app.requireUser,
  requireAdmin: app.requireAdmin,
})
