import type { FastifyInstance } from 'fastify'
import type { ErrorEnvelope } from '../../contract'
import { API_PREFIX } from '../routes/index'

/**
 * A method an existing API path does not take gets 405 with `Allow` (RFC 9110 §15.5.6), not the
 * 404 of a path that does not exist. Fastify's router only knows method-and-path pairs: a miss on
 * either is its not-found route. So the onRoute hook keeps, for every API path, the methods
 * registered on it, and an onRequest hook turns a not-found request whose path is one of them
 * into a 405, before any body is read (a PATCH with a broken body is a 405, not a 400).
 * Unknown paths still reach the not-found handler.
 */

interface PathMethods {
  pattern: RegExp
  methods: Set<string>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `/api/v1/gallery/:id/like` → a pattern that matches `/api/v1/gallery/<anything>/like`. */
function pathPattern(url: string): RegExp {
  const segments = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
  return new RegExp(`^${segments.join('/')}$`)
}

const pathOf = (url: string) => url.split('?')[0] ?? url

/** Call before the API routes are registered. */
export function setupMethodNotAllowed(app: FastifyInstance) {
  const paths = new Map<string, PathMethods>()

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return
    const entry = paths.get(route.url) ?? { pattern: pathPattern(route.url), methods: new Set() }
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase())
    paths.set(route.url, entry)
  })

  /** The methods of the registered API path `path` matches, if any. */
  const allowedFor = (path: string): Set<string> | undefined => {
    if (!path.startsWith(API_PREFIX)) return undefined
    let allowed: Set<string> | undefined
    for (const { pattern, methods } of paths.values()) {
      if (!pattern.test(path)) continue
      allowed = new Set([...(allowed ?? []), ...methods])
    }
    return allowed
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (!request.is404) return done()
    const allowed = allowedFor(pathOf(request.url))
    // A path that takes this method was not found for another reason (a parameter too long).
    if (!allowed || allowed.has(request.method)) return done()
    const allow = [...allowed].sort().join(', ')
    void reply
      .code(405)
      .header('allow', allow)
      .type('application/json; charset=utf-8')
      .send({
        success: false,
        message: `${request.method} is not allowed on ${pathOf(request.url)}; use ${allow}.`,
      } satisfies ErrorEnvelope)
  })
}
