import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ErrorEnvelope } from '../../contract'

/**
 * The embeddable player's page: `/embed/music/:id` answers the build's separate Vite entry,
 * dist/embed.html (the player alone, small enough for other sites to frame), for any id: the
 * page itself shows an unknown or unpublished track as such. Without that file in the build the
 * path is a 404. Its answers are the only ones other origins may frame (./security.ts).
 */
export const EMBED_PAGE = 'embed.html'

export function setupEmbed(app: FastifyInstance, options: { distDir: string }) {
  const path = join(options.distDir, EMBED_PAGE)
  // Read once, as index.html is: dist/ is rebuilt only before a (re)start.
  const html = existsSync(path) ? readFileSync(path, 'utf8') : undefined
  app.get('/embed/music/:id', { schema: { hide: true } }, (_request, reply) => {
    if (html === undefined)
      return reply.status(404).send({
        success: false,
        message: 'The embeddable player is not in this build.',
      } satisfies ErrorEnvelope)
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html)
  })
}
