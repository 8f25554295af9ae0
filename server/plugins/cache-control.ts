import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify'
import { API_PREFIX } from '../routes/index'

/**
 * Caching rules for answers that belong to one person. A shared cache (a proxy, a CDN) or the
 * browser's disk must never keep them, and a cache that keeps a public answer must know which
 * ones change with the caller:
 *
 * - `Cache-Control: no-store` on every answer to a signed-in request (a valid bearer token) and on
 *   every answer of a private route (anything under /admin, or guarded by requireUser or
 *   requireAdmin), errors included: sign-in, registration, users, messages, dashboard.
 * - `Vary: Authorization` on every answer of a route whose body depends on the token
 *   (`config: { varyByViewer: true }`: isLikedByUser, userPlays), guests' answers included, so a
 *   cache that stores a guest's list never hands it to a signed-in listener, nor the reverse.
 *   Guests' answers otherwise keep their headers (the guest-list cache stays public).
 *
 * Routes may also set `config: { noStore: true }` themselves.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every answer of this route carries `Cache-Control: no-store`. */
    noStore?: boolean
    /** The body depends on the bearer token: every answer carries `Vary: Authorization`. */
    varyByViewer?: boolean
  }
}

export const NO_STORE = 'no-store'

type Hooks = RouteOptions['onRequest'] | RouteOptions['preHandler']

const asList = (hooks: Hooks): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]

/** Adds `token` to the reply's Vary header once, keeping what is there (Accept-Encoding). */
export function appendVary(reply: FastifyReply, token: string) {
  const current = reply.getHeader('vary')
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  if (values.includes('*')) return
  if (values.some((value) => value.toLowerCase() === token.toLowerCase())) return
  reply.header('vary', [...values, token].join(', '))
}

/** Call before the routes are registered: the onRoute hook marks the private ones as they come. */
export function setupCacheControl(app: FastifyInstance) {
  const guards = new Set<unknown>([app.requireUser, app.requireAdmin])

  app.addHook('onRoute', (route) => {
    const isGuarded = [...asList(route.onRequest), ...asList(route.preHandler)].some((hook) =>
      guards.has(hook),
    )
    const isAdminPath = route.url.startsWith(`${API_PREFIX}/admin/`)
    if (isGuarded || isAdminPath) route.config = { ...route.config, noStore: true }
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    const config = request.routeOptions.config
    if (config.varyByViewer) appendVary(reply, 'Authorization')
    if (request.user || config.noStore) reply.header('cache-control', NO_STORE)
    done(null, payload)
  })
}
