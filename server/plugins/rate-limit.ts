import type { FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { HttpError } from '../lib/http-error'

/**
 * Abuse limits. Nothing is limited by default (`global: false`); a route opts in with
 * `config: { rateLimit: RATE_LIMITS.login }`. The counters live in memory, per process, unless
 * REDIS_URL is set (see setupRateLimit).
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

/**
 * With `redis` (REDIS_URL), every node counts in the same Redis keys, so a limit holds for the
 * whole cluster, not per node. If Redis stops answering, requests are let through (and the
 * error is logged) rather than refused: a short outage must not lock every visitor out.
 */
export async function setupRateLimit(app: FastifyInstance, redis?: Redis) {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'label:rate-limit:', skipOnError: true }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`),
  })
}
