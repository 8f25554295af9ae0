import type { FastifyRequest } from 'fastify'
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateMusicBodySchema,
  IdParamsSchema,
  MessageEnvelopeSchema,
  MusicQuerySchema,
  MusicPageSchema,
  MusicTrackSchema,
  PlayResponseSchema,
  UpdateMusicBodySchema,
  messageEnvelope,
  successEnvelope,
} from '../../contract'
import { forbidden, notFound, unauthorized } from '../lib/http-error'
import { guestListCache } from '../lib/response-cache'
import { mediaUpload } from '../media/limits'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { deleteTrack, findTrack, listMusic, musicMedia, recordPlay } from '../repositories/music'
import { createTrack, replaceTrack } from '../repositories/track-writes'
import { errorResponses } from './responses'

/** An audio file and its cover (the most media any request takes), checked before either is stored. */
const MUSIC_MEDIA = mediaUpload({ audioUrl: 'audio', coverImageUrl: 'image' }, ['audio', 'image'])
const NOT_FOUND = 'Music track not found.'
/** Ids are UUIDs: a made-up longer one is not worth a query. */
const MAX_ID_LENGTH = 64
const MusicListResponseSchema = successEnvelope(MusicPageSchema)

/** The SPA sends its stored user id; it may only confirm the token's user, never name another. */
const PlayBodySchema = z.object({ userId: z.string().nullish() }).nullish()

export const musicRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const adminWrite = { onRequest: app.requireAdmin, ...MUSIC_MEDIA }
  const writeContext = (request: FastifyRequest) => ({
    db: app.db,
    media: app.media,
    log: request.log,
    viewerId: request.user?.id ?? null,
  })
  // The guests' full list: the same bytes for every guest until a track or a play changes it.
  // One per app instance, so test apps never share it; every write below invalidates it.
  const guestList = guestListCache(app, 'music')

  app.get(
    '/music',
    {
      config: { varyByViewer: true },
      schema: {
        summary: 'Active tracks, newest release first: one page with page or limit, else all',
        description: [
          'With page or limit: one page, {docs, total, page, limit, pages} (limit 20 when only page is given, at most 100; a page past the last has no docs and the true total).',
          'Without either: every matching track as page 1 of 1. That reads and sends the whole catalogue, whose size grows with the label: clients should page.',
          'q: every word in the title, artist or album (any case). genre; from/to bound createdAt (from inclusive, to exclusive, ISO 8601).',
          'sort: released (default), plays, title, artist, genre, duration, created; order asc|desc (default desc for released, plays, duration and created, else asc).',
          'playCount counts every play; userPlays counts the bearer token’s user’s plays (0 for guests). A userId query is ignored. Admins may add includeInactive=true (every track) or active=true|false; others are ignored.',
        ].join(' '),
        tags: ['music'],
        querystring: MusicQuerySchema,
        response: { 200: MusicListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const viewer = request.user
      const load = async () => ({
        success: true as const,
        data: await listMusic(app.db, request.query, {
          viewerId: viewer?.id ?? null,
          isAdmin: viewer?.userType === 'admin',
        }),
      })
      if (viewer) return load()
      // Serialized through the same schema the route declares, once per fill instead of per request.
      return guestList.send(request, reply, async () =>
        JSON.stringify(MusicListResponseSchema.parse(await load())),
      )
    },
  )

  app.get(
    '/music/:id',
    {
      config: { varyByViewer: true },
      schema: {
        summary: 'One track, whether active or not',
        description:
          'The track page and the embeddable player read this. A deleted (inactive) track still answers, with isActive false, so its page can say it is no longer available; userPlays counts the bearer token’s user’s plays (0 for guests).',
        tags: ['music'],
        params: IdParamsSchema,
        response: { 200: successEnvelope(MusicTrackSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params
      const track =
        id.length <= MAX_ID_LENGTH
          ? await findTrack(app.db, id, request.user?.id ?? null)
          : undefined
      if (!track) throw notFound(NOT_FOUND)
      return { success: true as const, data: track }
    },
  )

  app.put(
    '/music/:id/play',
    {
      onRequest: app.requireUser,
      config: { rateLimit: RATE_LIMITS.play },
      schema: {
        summary: 'Record one play of an active track by the signed-in user',
        tags: ['music'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: PlayBodySchema,
        response: { 200: PlayResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const userId = request.user?.id
      if (!userId) throw unauthorized() // requireUser already refused guests; this narrows the type
      const claimed = request.body?.userId
      if (claimed && claimed !== userId) throw forbidden('You can only record your own plays.')
      const counts = await recordPlay(app.db, request.params.id, userId)
      if (!counts) throw notFound(NOT_FOUND)
      return { success: true as const, ...counts }
    },
  )

  app.post(
    '/music',
    {
      ...adminWrite,
      schema: {
        summary: 'Upload a track; audioUrl (and optional coverImageUrl) are data URLs',
        description:
          'The stored duration is read from the audio file when it can be; the given one is the fallback.',
        tags: ['music'],
        security: [{ bearerAuth: [] }],
        body: CreateMusicBodySchema,
        response: {
          201: messageEnvelope(MusicTrackSchema),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const data = await createTrack(writeContext(request), request.body)
      return reply
        .status(201)
        .send({ success: true as const, message: 'Music uploaded successfully!', data })
    },
  )

  app.put(
    '/music/:id',
    {
      ...adminWrite,
      schema: {
        summary: 'Update a whole track; a data URL in audioUrl or coverImageUrl replaces that file',
        tags: ['music'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: UpdateMusicBodySchema,
        response: {
          200: messageEnvelope(MusicTrackSchema),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const data = await replaceTrack(writeContext(request), request.params.id, request.body)
      if (!data) throw notFound(NOT_FOUND)
      return { success: true as const, message: 'Music track updated successfully.', data }
    },
  )

  app.delete(
    '/music/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Delete a track with its plays, and release its files',
        tags: ['music'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.media.remove(musicMedia, (tx) => deleteTrack(tx, request.params.id))
      if (!row) throw notFound(NOT_FOUND)
      return { success: true, message: 'Music track deleted successfully.' }
    },
  )
  done()
}
