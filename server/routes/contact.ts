import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ContactMessageSchema, CreateContactBodySchema, messageEnvelope } from '../../contract'
import { RATE_LIMITS } from '../plugins/rate-limit'
import {
  insertContactMessage,
  listContactMessages,
  toContactMessage,
} from '../repositories/contact'
import { errorResponses } from './responses'

export const contactRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: RATE_LIMITS.contact },
      schema: {
        summary: 'Send a message to the label',
        tags: ['contact'],
        body: CreateContactBodySchema,
        response: { 201: messageEnvelope(ContactMessageSchema), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const row = await insertContactMessage(app.db, request.body)
      return reply.status(201).send({
        success: true as const,
        message: 'Message sent successfully!',
        data: toContactMessage(row),
      })
    },
  )

  app.get(
    '/contact',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Every contact message, newest first',
        tags: ['contact'],
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(ContactMessageSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await listContactMessages(app.db)).map(toContactMessage),
  )

  done()
}
