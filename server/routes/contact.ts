import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ContactMessageSchema,
  ContactQuerySchema,
  CreateContactBodySchema,
  IdParamsSchema,
  MessageEnvelopeSchema,
  UpdateContactBodySchema,
  messageEnvelope,
  successEnvelope,
} from '../../contract'
import { notFound } from '../lib/http-error'
import { RATE_LIMITS } from '../plugins/rate-limit'
import {
  deleteContactMessage,
  insertContactMessage,
  listContactMessages,
  setContactMessageRead,
  toContactMessage,
} from '../repositories/contact'
import { listAnswer, listDescription, listResponse } from './lists'
import { errorResponses } from './responses'

const NOT_FOUND = 'Message not found.'

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
        summary:
          'Contact messages, newest first: one page with page or limit, else an array of all',
        description: listDescription('contact', {
          search: 'the name, e-mail or message',
          filters: [
            'status: read or unread. sort=subject orders by the message text (messages have no subject line).',
          ],
        }),
        tags: ['contact'],
        security: [{ bearerAuth: [] }],
        querystring: ContactQuerySchema,
        response: {
          200: listResponse(ContactMessageSchema, z.array(ContactMessageSchema)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) =>
      listAnswer(request.query, await listContactMessages(app.db, request.query), (docs) => docs),
  )

  app.patch(
    '/contact/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Mark a contact message read or unread',
        tags: ['contact'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateContactBodySchema,
        response: {
          200: successEnvelope(ContactMessageSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await setContactMessageRead(app.db, request.params.id, request.body.isRead)
      if (!row) throw notFound(NOT_FOUND)
      return { success: true as const, data: toContactMessage(row) }
    },
  )

  app.delete(
    '/contact/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Delete a contact message',
        tags: ['contact'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await deleteContactMessage(app.db, request.params.id)
      if (!row) throw notFound(NOT_FOUND)
      return { success: true as const, message: 'Message deleted successfully.' }
    },
  )

  done()
}
