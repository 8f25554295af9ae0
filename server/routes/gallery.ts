import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateGalleryBodySchema,
  GalleryItemSchema,
  GalleryQuerySchema,
  IdParamsSchema,
  LikeResponseSchema,
  MessageEnvelopeSchema,
  UpdateGalleryBodySchema,
  messageEnvelope,
  successEnvelope,
} from '../../contract'
import { notFound, unauthorized } from '../lib/http-error'
import { guestListCache } from '../lib/response-cache'
import { mediaUpload } from '../media/limits'
import { RATE_LIMITS } from '../plugins/rate-limit'
import {
  deleteGalleryItem,
  findGalleryItem,
  galleryMedia,
  insertGalleryItem,
  listGallery,
  toGalleryItem,
  toggleLike,
  updateGalleryItem,
} from '../repositories/gallery'
import { recordView } from '../repositories/page-views'
import { listAnswer, listDescription, listResponse } from './lists'
import { errorResponses } from './responses'

/** An image (image, or imageUrl on update) and a video, checked before either is stored. */
const GALLERY_MEDIA = mediaUpload({ image: 'image', imageUrl: 'image', videoUrl: 'video' }, [
  'image',
  'video',
])
const NOT_FOUND = 'Gallery item not found.'

/** Accepted and ignored: the caller is whoever the bearer token says. */
const DetailQuerySchema = z.object({ userId: z.string().optional() })

const GalleryListSchema = listResponse(GalleryItemSchema, z.array(GalleryItemSchema))

export const galleryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The guests' list (isLikedByUser false throughout); every write and like below invalidates it.
  const guestList = guestListCache(app, 'gallery')
  const adminWrite = { onRequest: app.requireAdmin, ...GALLERY_MEDIA }

  app.get(
    '/gallery',
    {
      config: { varyByViewer: true },
      schema: {
        summary:
          'Gallery items, newest first, with likes: one page with page or limit, else an array of all',
        description: listDescription('gallery', {
          search: 'the title, description or category',
          filters: ['category: the exact category.'],
        }),
        tags: ['gallery'],
        querystring: GalleryQuerySchema,
        response: { 200: GalleryListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const viewerId = request.user?.id ?? null
      const load = async () =>
        listAnswer(
          request.query,
          await listGallery(app.db, request.query, viewerId),
          (docs) => docs,
        )
      if (viewerId) return load()
      return guestList.send(request, reply, async () =>
        JSON.stringify(GalleryListSchema.parse(await load())),
      )
    },
  )

  app.get(
    '/gallery/:id',
    {
      config: { varyByViewer: true },
      schema: {
        summary:
          'One gallery item; isLikedByUser is for the token’s user (a userId query is ignored)',
        tags: ['gallery'],
        params: IdParamsSchema,
        querystring: DetailQuerySchema,
        response: { 200: successEnvelope(GalleryItemSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findGalleryItem(app.db, request.params.id)
      if (!row) throw notFound(NOT_FOUND)
      recordView(app.db, request, 'gallery', row.id)
      return { success: true as const, data: toGalleryItem(row, request.user?.id ?? null) }
    },
  )

  app.post(
    '/gallery/:id/like',
    {
      onRequest: app.requireUser,
      config: { rateLimit: RATE_LIMITS.like },
      schema: {
        summary: 'Like or unlike (a toggle) as the signed-in user',
        tags: ['gallery'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: LikeResponseSchema, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized()
      const result = await toggleLike(app.db, request.params.id, request.user.id)
      if (!result) throw notFound(NOT_FOUND)
      return { success: true as const, ...result }
    },
  )

  app.post(
    '/gallery/add-gallery',
    {
      ...adminWrite,
      schema: {
        summary: 'Create a gallery item: an image and an optional video, as data URLs',
        tags: ['gallery'],
        security: [{ bearerAuth: [] }],
        body: CreateGalleryBodySchema,
        response: {
          201: messageEnvelope(GalleryItemSchema),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { image, videoUrl, ...fields } = request.body
      const row = await app.media.create(
        galleryMedia,
        { image: { kind: 'image', from: [image] }, video: { kind: 'video', from: [videoUrl] } },
        (tx, saved) =>
          insertGalleryItem(tx, { ...fields, image: saved.image?.url, videoUrl: saved.video?.url }),
      )
      return reply.status(201).send({
        success: true as const,
        message: 'Gallery item created successfully.',
        data: toGalleryItem(row, null),
      })
    },
  )

  app.put(
    '/gallery/:id',
    {
      ...adminWrite,
      schema: {
        summary:
          'Update a gallery item; a data URL in image/imageUrl or videoUrl replaces that file',
        tags: ['gallery'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateGalleryBodySchema,
        response: {
          200: messageEnvelope(GalleryItemSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { image, imageUrl, videoUrl, ...fields } = request.body
      // A field that is not a new data URL (the stored URL echoed back, empty, absent) keeps its file.
      const updated = await app.media.write(
        galleryMedia,
        {
          image: { kind: 'image', from: [image, imageUrl] },
          video: { kind: 'video', from: [videoUrl] },
        },
        (tx, saved) =>
          updateGalleryItem(tx, request.params.id, {
            ...fields,
            image: saved.image?.url,
            videoUrl: saved.video?.url,
          }),
      )
      if (!updated) throw notFound(NOT_FOUND)
      return {
        success: true as const,
        message: 'Gallery updated successfully.',
        data: toGalleryItem(updated.after, request.user?.id ?? null),
      }
    },
  )

  app.delete(
    '/gallery/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Delete a gallery item, its likes, and release its files',
        tags: ['gallery'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.media.remove(galleryMedia, (tx) =>
        deleteGalleryItem(tx, request.params.id),
      )
      if (!row) throw notFound(NOT_FOUND)
      return { success: true, message: 'Gallery item deleted successfully.' }
    },
  )

  done()
}
