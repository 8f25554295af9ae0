import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../lib/http-error'
import { SERVICE_UNAVAILABLE } from '../plugins/errors'
import { errorResponses } from './responses'

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async () => {
      if (!(await app.database.ping())) throw new HttpError(503, SERVICE_UNAVAILABLE)
      return { status: 'ok' as const }
    },
  )
  done()
}
