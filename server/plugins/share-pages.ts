import type { FastifyInstance } from 'fastify'
import { findSeoEntry, type SeoKind } from '../repositories/seo'
import { injectShareTags, type SharePage } from './open-graph'
import type { pageSender, ShareCard } from './page-sender'

/** The pages a link preview shows a card for: the item's title, text and picture (./open-graph.ts). */
const SHARE_PAGES: { path: string; kind: SeoKind; type: SharePage['type'] }[] = [
  { path: '/artist/:id', kind: 'artist', type: 'profile' },
  { path: '/producer/:id', kind: 'producer', type: 'profile' },
  { path: '/filmmakers/:id', kind: 'filmmaker', type: 'profile' },
  { path: '/gallery/:id', kind: 'gallery', type: 'article' },
  { path: '/musics/:id', kind: 'music', type: 'music.song' },
]

export function serveSharePages(
  app: FastifyInstance,
  ownApi: boolean,
  { sendPage, sendRendered }: ReturnType<typeof pageSender>,
) {
  for (const page of SHARE_PAGES) {
    app.get<{ Params: { id: string } }>(page.path, { schema: { hide: true } }, (request, reply) => {
      if (!ownApi) return sendPage(request, reply)
      const { id } = request.params
      const shareCard: ShareCard = async (html, base) => {
        try {
          const entry = id.length <= 64 ? await findSeoEntry(app.db, page.kind, id) : undefined
          if (!entry) return html
          const url = `${base}${request.url.split('?')[0] ?? ''}`
          return injectShareTags(html, { entry, url, baseUrl: base, type: page.type })
        } catch (error) {
          // Without its card the page still works.
          request.log.warn({ err: error }, 'share tags lookup failed')
          return html
        }
      }
      return sendRendered(request, reply, shareCard)
    })
  }
}
