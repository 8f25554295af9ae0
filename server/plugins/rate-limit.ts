import type { FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { HttpError } from '../lib/http-error'

/**
 * Abuse limits. Nothing is limited by default (`global: false`); a route opts in with
 * `config: { rateLimit: RATE_LIMITS.login }`. The counters live in memory, per process: enough for
 * one server; a cluster would need a shared store (the plugin accepts Redis).
 */

/** Signed-in actions count per user, so listeners behind one NAT do not share a budget. */
const byUserOrIp = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `ip:${request.ip}`

export const RATE_LIMITS = {
  login: { max: 10, timeWindow: '1 minute' },
  register: { max: 5, timeWindow: '1 minute' },
  contact: { max: 5, timeWindow: '1 minute' },
  like: { max: 60, timeWindow: '1 minute', keyGenerator: byUserOrIp },
  play: { max: 120, timeWindow: '1 minute', keyGenerator: byUserOrIp },
} as const

export async function setupRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`),
  })
}
