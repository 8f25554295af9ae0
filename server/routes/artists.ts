import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ArtistQuerySchema,
  ArtistSchema,
  CreateArtistBodySchema,
  IdParamsSchema,
  MessageEnvelopeSchema,
  UpdateArtistBodySchema,
  messageEnvelope,
} from '../../contract'
import { notFound } from '../lib/http-error'
import { guestListCache } from '../lib/response-cache'
import { mediaBodyLimit } from '../media/limits'
import {
  artistMedia,
  deleteArtist,
  findArtist,
  insertArtist,
  listArtists,
  toArtist,
  updateArtist,
} from '../repositories/artists'
import { recordView } from '../repositories/page-views'
import { listAnswer, listDescription, listResponse } from './lists'
import { errorResponses } from './responses'

/** One image and the text fields (server/media/limits.ts). */
const IMAGE_BODY_LIMIT = mediaBodyLimit(['image'])
const NOT_FOUND = 'Artist not found.'

const ArtistListSchema = listResponse(ArtistSchema, z.array(ArtistSchema))

export const artistRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The same lists for everyone; every write below invalidates them (see guestListCache).
  const list = guestListCache(app, 'artist')

  app.get(
    '/artist',
    {
      schema: {
        summary: 'Artists, newest first: one page with page or limit, else an array of all',
        description: listDescription('artist', { search: 'the name' }),
        tags: ['artists'],
        querystring: ArtistQuerySchema,
        response: { 200: ArtistListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      list.send(request, reply, async () => {
        const page = await listArtists(app.db, request.query)
        return JSON.stringify(
          ArtistListSchema.parse(listAnswer(request.query, page, (docs) => docs)),
        )
      }),
  )

  app.get(
    '/artist/:id',
    {
      schema: {
        summary: 'One artist',
        tags: ['artists'],
        params: IdParamsSchema,
        response: { 200: ArtistSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findArtist(app.db, request.params.id)
      if (!row) throw notFound(NOT_FOUND)
      recordView(app.db, request, 'artist', row.id)
      return toArtist(row)
    },
  )

  app.post(
    '/artist/add',
    {
      // onRequest, not preHandler: a guest is refused before a media body is read or validated.
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary: 'Create an artist; imageUrl is the image as a data URL',
        tags: ['artists'],
        security: [{ bearerAuth: [] }],
        body: CreateArtistBodySchema,
        response: {
          201: messageEnvelope(ArtistSchema),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { imageUrl, ...fields } = request.body
      const row = await app.media.create(
        artistMedia,
        { image: { kind: 'image', from: [imageUrl] } },
        (tx, saved) => insertArtist(tx, { ...fields, image: saved.image?.url }),
      )
      return reply.status(201).send({
        success: true as const,
        message: 'Artist created successfully.',
        data: toArtist(row),
      })
    },
  )

  app.put(
    '/artist/:id',
    {
      onRequest: app.requireAdmin,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        summary: 'Update an artist; a data URL in imageUrl or image replaces the image',
        tags: ['artists'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateArtistBodySchema,
        response: {
          200: messageEnvelope(ArtistSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { imageUrl, image, ...fields } = request.body
      // Anything but a new data URL (the stored URL echoed back, empty, absent) keeps the stored file.
      const updated = await app.media.write(
        artistMedia,
        { image: { kind: 'image', from: [imageUrl, image] } },
        (tx, saved) => updateArtist(tx, request.params.id, { ...fields, image: saved.image?.url }),
      )
      if (!updated) throw notFound(NOT_FOUND)
      return {
        success: true as const,
        message: 'Artist updated successfully.',
        data: toArtist(updated.after),
      }
    },
  )

  app.delete(
    '/artist/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Delete an artist and release its image',
        tags: ['artists'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.media.remove(artistMedia, (tx) => deleteArtist(tx, request.params.id))
      if (!row) throw notFound(NOT_FOUND)
      return { success: true, message: 'Artist deleted successfully.' }
    },
  )

  done()
}
