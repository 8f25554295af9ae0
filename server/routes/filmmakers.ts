import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateFilmmakerBodySchema,
  EMAIL_PATTERN,
  FilmmakerQuerySchema,
  FilmmakerSchema,
  IdParamsSchema,
  MessageEnvelopeSchema,
  UpdateFilmmakerBodySchema,
  messageEnvelope,
} from '../../contract'
import { badRequest, notFound } from '../lib/http-error'
import { mediaBodyLimit } from '../media/limits'
import {
  deleteFilmmaker,
  filmmakerMedia,
  findFilmmaker,
  insertFilmmaker,
  listFilmmakers,
  updateFilmmaker,
} from '../repositories/filmmakers'
import { recordView } from '../repositories/page-views'
import { guestListCache } from '../lib/response-cache'
import { listAnswer, listDescription, listResponse } from './lists'
import { errorResponses } from './responses'

/** One image and the text fields (server/media/limits.ts). */
const IMAGE_BODY_LIMIT = mediaBodyLimit(['image'])
const NOT_FOUND = 'Filmmaker not found.'

const FilmmakerListSchema = listResponse(FilmmakerSchema, z.array(FilmmakerSchema))

export const filmmakerRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The same lists for everyone; every write below invalidates them (see guestListCache).
  const list = guestListCache(app, 'filmmaker')

  app.get(
    '/filmmaker',
    {
      schema: {
        summary: 'Filmmakers, newest first: one page with page or limit, else an array of all',
        description: listDescription('filmmaker', {
          search: 'the name or the specialization',
          filters: ['specialization: one of the specializations.'],
        }),
        tags: ['filmmakers'],
        querystring: FilmmakerQuerySchema,
        response: { 200: FilmmakerListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      list.send(request, reply, async () => {
        const page = await listFilmmakers(app.db, request.query)
        return JSON.stringify(
          FilmmakerListSchema.parse(listAnswer(request.query, page, (docs) => docs)),
        )
      }),
  )

  app.get(
    '/filmmaker/:id',
    {
      schema: {
        summary: 'One filmmaker',
        tags: ['filmmakers'],
        params: IdParamsSchema,
        response: { 200: FilmmakerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const filmmaker = await findFilmmaker(app.db, request.params.id)
      if (!filmmaker) throw notFound(NOT_FOUND)
      recordView(app.db, request, 'filmmaker', filmmaker._id)
      return filmmaker
    },
  )

  app.post(
    '/filmmaker/create',
    {
      // onRequest, not preHandler: a guest is refused before a media body is read or validated.
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary: 'Create a filmmaker; image is a data URL',
        tags: ['filmmakers'],
        security: [{ bearerAuth: [] }],
        body: CreateFilmmakerBodySchema,
        response: {
          201: messageEnvelope(FilmmakerSchema),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { image, ...fields } = request.body
      const filmmaker = await app.media.create(
        filmmakerMedia,
        { image: { kind: 'image', from: [image] } },
        (tx, saved) => insertFilmmaker(tx, { ...fields, image: saved.image?.url ?? '' }),
      )
      return reply.status(201).send({
        success: true as const,
        message: 'Filmmaker created successfully.',
        data: filmmaker,
      })
    },
  )

  app.put(
    '/filmmaker/:id',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary:
          'Update a filmmaker (the whole edited filmmaker); a top-level email updates contact.email',
        tags: ['filmmakers'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateFilmmakerBodySchema,
        response: {
          200: messageEnvelope(FilmmakerSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const { image, email, contact, ...fields } = request.body
      // The contract only bounds the top-level e-mail's length; it must look like one like contact.email.
      if (email && !EMAIL_PATTERN.test(email)) {
        throw badRequest('Please enter a valid email address', [
          { path: 'email', message: 'email.invalid' },
        ])
      }
      // The admin edit modal edits the top-level e-mail; it wins over the contact it echoes back.
      const values = { ...fields, contact: { ...contact, ...(email !== undefined && { email }) } }
      // The stored URL echoed back, empty or absent: the stored file stays.
      const updated = await app.media.write(
        filmmakerMedia,
        { image: { kind: 'image', from: [image] } },
        (tx, saved) => updateFilmmaker(tx, id, { ...values, image: saved.image?.url }),
      )
      if (!updated) throw notFound(NOT_FOUND)
      return {
        success: true as const,
        message: 'Filmmaker updated successfully.',
        data: updated.after,
      }
    },
  )

  app.delete(
    '/filmmaker/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Delete a filmmaker and release its image',
        tags: ['filmmakers'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const filmmaker = await app.media.remove(filmmakerMedia, (tx) =>
        deleteFilmmaker(tx, request.params.id),
      )
      if (!filmmaker) throw notFound(NOT_FOUND)
      return { success: true, message: 'Filmmaker deleted successfully.' }
    },
  )
  done()
}
