import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { HttpError } from '../lib/http-error'
import { normalizeEmail } from '../repositories/users'

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

/**
 * Failed sign-ins per account, from any address: at most 10 per 15 minutes per normalized e-mail
 * (known or not, so the answer never tells which accounts exist). Once 10 have failed, every
 * attempt is refused with 429 and Retry-After, even with the right password, until the window
 * that the first failure opened ends; a success counts nothing. So others' failures can lock an
 * account out for at most 15 minutes at a time. The per-address limit applies as well.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = { max: 10, timeWindowMs: 15 * 60 * 1000 } as const

export interface LoginAttempt {
  /** Counts this attempt as a failure against its e-mail. */
  fail(): Promise<void>
  /** Ends the attempt (call in `finally`); a failure already counted stays counted. */
  end(): void
}

export interface AccountThrottle {
  /** Starts an attempt on `email`, or throws the 429 (with Retry-After) when none is left. */
  begin(request: FastifyRequest, reply: FastifyReply, email: string): Promise<LoginAttempt>
}

const accountKey = (email: string) => `login-account:${normalizeEmail(email)}`
const noLimit: LoginAttempt = { fail: () => Promise.resolve(), end: () => undefined }

/**
 * The per-account sign-in throttle, on the rate-limit plugin's own store (so it moves to Redis
 * with the other counters): a peek (`increment: false`) before the password is checked, an
 * increment once it failed. Attempts still being checked count as failures-to-be, so a burst
 * of parallel guesses cannot all pass the peek (within this process; across processes the
 * overshoot is at most one window's worth per process). Without the plugin (tests that switch
 * rate limits off), no limit.
 */
export function accountLoginThrottle(app: FastifyInstance): AccountThrottle {
  if (!app.hasDecorator('createRateLimit')) return { begin: () => Promise.resolve(noLimit) }
  // The limiter asks for a key per request; each call says which e-mail it is about.
  const keys = new WeakMap<FastifyRequest, string>()
  const limiter = app.createRateLimit({
    max: LOGIN_FAILURES_PER_ACCOUNT.max,
    timeWindow: LOGIN_FAILURES_PER_ACCOUNT.timeWindowMs,
    keyGenerator: (request) => keys.get(request) ?? '',
  })
  const inFlight = new Map<string, number>()
  const adjust = (key: string, delta: number) => {
    const count = (inFlight.get(key) ?? 0) + delta
    if (count > 0) inFlight.set(key, count)
    else inFlight.delete(key)
  }

  return {
    async begin(request, reply, email) {
      const key = accountKey(email)
      keys.set(request, key)
      const status = await limiter(request, { increment: false })
      const used = status.isAllowed ? 0 : status.max - status.remaining
      if (!status.isAllowed && used + (inFlight.get(key) ?? 0) >= status.max) {
        // Busy with parallel attempts but not yet over: the window has not started, wait one.
        const seconds = Math.max(1, status.ttlInSeconds || Math.ceil(status.timeWindow / 1000))
        const minutes = Math.ceil(seconds / 60)
        reply.header('retry-after', seconds)
        throw new HttpError(
          429,
          `Too many failed sign-ins for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        )
      }
      adjust(key, 1)
      let isOpen = true
      const end = () => {
        if (isOpen) adjust(key, -1)
        isOpen = false
      }
      return {
        async fail() {
          end()
          await limiter(request)
        },
        end,
      }
    },
  }
}
