import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod'
import { OEmbedQuerySchema, OEmbedSchema } from '../../contract'
import { coverSizes } from '../embed/cover-size'
import { oEmbedFor, OEMBED_CACHE_SECONDS, parseTrackUrl } from '../embed/oembed'
import { badRequest, HttpError, notFound } from '../lib/http-error'
import { requestOrigin } from '../plugins/open-graph'
import { findTrackCard } from '../repositories/seo'
import { errorResponses } from './responses'

const NOT_FOUND = 'No player for this URL: the track is unknown or not published.'

/** oEmbed 1.0 (https://oembed.com) for track pages: the player as an `<iframe>` (../embed/oembed.ts). */
export const oEmbedRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const coverSize = coverSizes(app.media.blobs)

  app.get(
    '/oembed',
    {
      schema: {
        summary: 'oEmbed 1.0 answer for a track page: the embeddable player',
        description:
          'url is a track page of this site (`/musics/:id`, or the player `/embed/music/:id`). Only format=json is served (else 501); maxwidth and maxheight bound the player, down to its smallest size (240×120). A url of another site is a 400; an unknown or unpublished track a 404.',
        tags: ['music'],
        querystring: OEmbedQuerySchema,
        response: { 200: OEmbedSchema, ...errorResponses(400, 404, 501) },
      },
    },
    async (request, reply) => {
      const { url, format, maxwidth, maxheight } = request.query
      if (format !== undefined && format.toLowerCase() !== 'json')
        throw new HttpError(501, 'Only the json format is served.')
      const baseUrl = app.env.PUBLIC_URL ?? requestOrigin(request.protocol, request.host)
      const target = parseTrackUrl(url, baseUrl)
      if (target.kind === 'foreign') throw badRequest('This URL is not a page of this site.')
      if (target.kind === 'other') throw notFound(NOT_FOUND)
      const card = target.id.length <= 64 ? await findTrackCard(app.db, target.id) : undefined
      if (!card) throw notFound(NOT_FOUND)
      const answer = oEmbedFor({
        card,
        baseUrl,
        maxwidth,
        maxheight,
        coverSize: await coverSize(card.coverImageUrl),
      })
      return reply.header('cache-control', `public, max-age=${OEMBED_CACHE_SECONDS}`).send(answer)
    },
  )
  done()
}
