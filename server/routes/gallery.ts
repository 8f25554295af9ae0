import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateGalleryBodySchema,
  GalleryItemSchema,
  IdParamsSchema,
  LikeResponseSchema,
  MessageEnvelopeSchema,
  UpdateGalleryBodySchema,
  isDataUrl,
  messageEnvelope,
  successEnvelope,
} from '../../contract'
import { notFound, unauthorized } from '../lib/http-error'
import { guestListCache } from '../lib/response-cache'
import type { MediaKind, MediaStore } from '../media/index'
import { mediaUpload } from '../media/limits'
import { RATE_LIMITS } from '../plugins/rate-limit'
import {
  deleteGalleryItem,
  findGalleryItem,
  insertGalleryItem,
  listGallery,
  toGalleryItem,
  toggleLike,
  updateGalleryItem,
} from '../repositories/gallery'
import { recordView } from '../repositories/page-views'
import { errorResponses } from './responses'

/** An image (image, or imageUrl on update) and a video, checked before either is stored. */
const GALLERY_MEDIA = mediaUpload({ image: 'image', imageUrl: 'image', videoUrl: 'video' }, [
  'image',
  'video',
])
const NOT_FOUND = 'Gallery item not found.'

/** Accepted and ignored: the caller is whoever the bearer token says. */
const DetailQuerySchema = z.object({ userId: z.string().optional() })

/**
 * Stores the first of `candidates` that is a new data URL; anything else (the stored URL echoed
 * back, empty, absent) keeps `current`. `saved` collects what was stored, for release on failure.
 */
async function nextMedia(
  media: MediaStore,
  current: string,
  candidates: (string | undefined)[],
  kind: MediaKind,
  saved: string[],
): Promise<string> {
  const dataUrl = candidates.find((value) => value !== undefined && isDataUrl(value))
  if (!dataUrl) return current
  const { url } = await media.save(dataUrl, kind)
  if (url !== current) saved.push(url)
  return url
}

const GalleryListSchema = z.array(GalleryItemSchema)

export const galleryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The guests' list (isLikedByUser false throughout); every write and like below invalidates it.
  const guestList = guestListCache(app, 'gallery')
  const adminWrite = { onRequest: app.requireAdmin, ...GALLERY_MEDIA }

  app.get(
    '/gallery',
    {
      config: { varyByViewer: true },
      schema: {
        summary: 'Every gallery item, newest first, with likes',
        tags: ['gallery'],
        response: { 200: GalleryListSchema },
      },
    },
    async (request, reply) => {
      const viewerId = request.user?.id ?? null
      const load = async () =>
        (await listGallery(app.db)).map((row) => toGalleryItem(row, viewerId))
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
      const { image: imageDataUrl, videoUrl: videoDataUrl, ...fields } = request.body
      const saved: string[] = []
      try {
        const image = await nextMedia(app.media, '', [imageDataUrl], 'image', saved)
        const videoUrl = await nextMedia(app.media, '', [videoDataUrl], 'video', saved)
        const row = await insertGalleryItem(app.db, { ...fields, image, videoUrl })
        return await reply.status(201).send({
          success: true as const,
          message: 'Gallery item created successfully.',
          data: toGalleryItem(row, null),
        })
      } catch (error) {
        await app.media.releaseUnreferenced(saved)
        throw error
      }
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
      const { id } = request.params
      const { image: imageField, imageUrl, videoUrl: videoField, ...fields } = request.body
      const existing = await findGalleryItem(app.db, id)
      if (!existing) throw notFound(NOT_FOUND)

      const saved: string[] = []
      let row: Awaited<ReturnType<typeof updateGalleryItem>>
      try {
        const image = await nextMedia(
          app.media,
          existing.image,
          [imageField, imageUrl],
          'image',
          saved,
        )
        const videoUrl = await nextMedia(app.media, existing.videoUrl, [videoField], 'video', saved)
        row = await updateGalleryItem(app.db, id, { ...fields, image, videoUrl })
      } catch (error) {
        await app.media.releaseUnreferenced(saved)
        throw error
      }
      if (!row) {
        await app.media.releaseUnreferenced(saved)
        throw notFound(NOT_FOUND)
      }
      const replaced = [existing.image, existing.videoUrl].filter(
        (url) => url !== row.image && url !== row.videoUrl,
      )
      await app.media.releaseUnreferenced(replaced)
      return {
        success: true as const,
        message: 'Gallery updated successfully.',
        data: toGalleryItem(row, request.user?.id ?? null),
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
      const row = await deleteGalleryItem(app.db, request.params.id)
      if (!row) throw notFound(NOT_FOUND)
      await app.media.releaseUnreferenced([row.image, row.videoUrl])
      return { success: true, message: 'Gallery item deleted successfully.' }
    },
  )

  done()
}
