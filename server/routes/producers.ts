import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateProducerBodySchema,
  IdParamsSchema,
  MessageEnvelopeSchema,
  ProducerQuerySchema,
  ProducerSchema,
  UpdateProducerBodySchema,
  messageEnvelope,
  successEnvelope,
} from '../../contract'
import { notFound } from '../lib/http-error'
import { mediaBodyLimit } from '../media/limits'
import { recordView } from '../repositories/page-views'
import {
  deleteProducer,
  findProducer,
  insertProducer,
  listProducers,
  producerMedia,
  updateProducer,
} from '../repositories/producers'
import { guestListCache } from '../lib/response-cache'
import { listAnswer, listDescription, listResponse } from './lists'
import { errorResponses } from './responses'

/** One image and the text fields (server/media/limits.ts). */
const IMAGE_BODY_LIMIT = mediaBodyLimit(['image'])
const NOT_FOUND = 'Producer not found.'

const ProducerListResponseSchema = listResponse(
  ProducerSchema,
  successEnvelope(z.array(ProducerSchema)),
)

export const producerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The same lists for everyone; every write below invalidates them (see guestListCache).
  const list = guestListCache(app, 'producer')

  app.get(
    '/producer',
    {
      schema: {
        summary: 'Producers, newest first: one page with page or limit, else all in the envelope',
        description: listDescription('producer', {
          search: 'the name, genres or skills',
          filters: [
            'level: Junior, Mid-level, Senior or Legendary (sort=level orders by that rank).',
          ],
        }),
        tags: ['producers'],
        querystring: ProducerQuerySchema,
        response: { 200: ProducerListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      list.send(request, reply, async () => {
        const page = await listProducers(app.db, request.query)
        return JSON.stringify(
          ProducerListResponseSchema.parse(
            listAnswer(request.query, page, (docs) => ({ success: true as const, data: docs })),
          ),
        )
      }),
  )

  app.get(
    '/producer/:id',
    {
      schema: {
        summary: 'One producer',
        tags: ['producers'],
        params: IdParamsSchema,
        response: { 200: successEnvelope(ProducerSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const producer = await findProducer(app.db, request.params.id)
      if (!producer) throw notFound(NOT_FOUND)
      recordView(app.db, request, 'producer', producer._id)
      return { success: true as const, data: producer }
    },
  )

  app.post(
    '/producer/add-producer',
    {
      // onRequest, not preHandler: a guest is refused before a media body is read or validated.
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary: 'Create a producer; lists and objects may be JSON strings, image is a data URL',
        tags: ['producers'],
        security: [{ bearerAuth: [] }],
        body: CreateProducerBodySchema,
        response: {
          201: messageEnvelope(ProducerSchema),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { image, ...fields } = request.body
      const producer = await app.media.create(
        producerMedia,
        { image: { kind: 'image', from: [image] } },
        (tx, saved) => insertProducer(tx, { ...fields, image: saved.image?.url ?? '' }),
      )
      return reply
        .status(201)
        .send({ success: true as const, message: 'Producer created successfully.', data: producer })
    },
  )

  app.put(
    '/producer/:id',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary:
          'Update a producer; a data URL in image replaces the image, anything else keeps it',
        tags: ['producers'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateProducerBodySchema,
        response: {
          200: messageEnvelope(ProducerSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body
      // The stored URL echoed back, empty or absent: the stored file stays.
      const updated = await app.media.write(
        producerMedia,
        { image: { kind: 'image', from: [image] } },
        (tx, saved) =>
          updateProducer(tx, request.params.id, { ...fields, image: saved.image?.url }),
      )
      if (!updated) throw notFound(NOT_FOUND)
      return {
        success: true as const,
        message: 'Producer updated successfully.',
        data: updated.after,
      }
    },
  )

  app.delete(
    '/producer/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Delete a producer and release its image',
        tags: ['producers'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const producer = await app.media.remove(producerMedia, (tx) =>
        deleteProducer(tx, request.params.id),
      )
      if (!producer) throw notFound(NOT_FOUND)
      return { success: true, message: 'Producer deleted successfully.' }
    },
  )
  done()
}
