import type { preHandlerHookHandler } from 'fastify'
import type { InvalidationBus } from './cluster/invalidation'
import type { RedisConnections } from './cluster/redis'
import type { Database, Db } from './db/client'
import type { Env } from './env'
import type { MediaStore } from './media/index'
import type { AuthUser } from './repositories/users'

/** Fastify declaration merging: what buildApp decorates the app and each request with. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
    env: Env
    media: MediaStore
    /** Cache invalidation shared by every node (through Redis when REDIS_URL is set). */
    invalidation: InvalidationBus
    /** The node's Redis connections, when REDIS_URL is set. */
    redis: RedisConnections | undefined
    /** preHandler: 401 without a valid signed-in user. */
    requireUser: preHandlerHookHandler
    /** preHandler: 401 without a valid user, 403 for a listener. */
    requireAdmin: preHandlerHookHandler
  }

  interface FastifyRequest {
    /** The active user behind the bearer token, or null (guest, bad or expired token). */
    user: AuthUser | null
    /** The session the bearer token belongs to, so logout can revoke exactly that one. */
    sessionId: string | null
  }
}

export {}
