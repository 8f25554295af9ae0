import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import { SERVICE_UNAVAILABLE } from '../plugins/errors'
import { errorResponses } from './responses'

const ReadinessSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({
    database: z.literal('ok'),
    redis: z.enum(['ok', 'not configured']),
    media: z.literal('ok'),
  }),
})

/**
 * Liveness and readiness, apart (docs/decisions/009-liveness-readiness.md). `/health` says the
 * process serves requests: an orchestrator restarts a node that stops answering it, and must not
 * restart every node because the database is down. `/health/ready` says the node can do its work
 * (database, Redis when configured, media store): a load balancer sends traffic only to nodes
 * that pass it. While a node drains on SIGTERM, both answer 503 (Fastify's return503OnClosing).
 */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    () => ({ status: 'ok' as const }),
  )

  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Readiness: the database, Redis (when configured) and the media store answer',
        tags: ['health'],
        response: { 200: ReadinessSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      const [database, redis, media] = await Promise.all([
        app.database.ping(),
        app.redis ? app.redis.ping() : Promise.resolve(undefined),
        app.media.blobs.isReachable(),
      ])
      if (!database || redis === false || !media) {
        request.log.warn({ database, redis, media }, 'not ready')
        throw new HttpError(503, SERVICE_UNAVAILABLE)
      }
      return {
        status: 'ok' as const,
        checks: {
          database: 'ok' as const,
          redis: redis ? ('ok' as const) : ('not configured' as const),
          media: 'ok' as const,
        },
      }
    },
  )
  done()
}
