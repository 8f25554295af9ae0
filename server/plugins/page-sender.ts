import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Render } from '../../contract/ssr'
import { LANGUAGE_PARAM, pickLanguage } from '../../contract/language'
import { languageLinkTags, readManifest, routeModulesMeta } from '../ssr/head'
import { publicReads } from '../ssr/reads'
import { cachedRender } from '../ssr/renderer'
import { parseTemplate } from '../ssr/template'
import { withAbsoluteShareImage } from './open-graph'

/** The resources the rendered pages show (their routes' names on the invalidation bus). */
const CONTENT = ['artist', 'producer', 'filmmaker', 'gallery', 'music']

/** Puts the page's preview card into its HTML (share pages only). */
export type ShareCard = (html: string, base: string) => Promise<string>

/**
 * How a page is answered: `sendPage` sends index.html (the SPA renders it in the browser);
 * `sendRendered` the page rendered on the server (../ssr/), or index.html where it cannot be.
 */
export function pageSender(
  app: FastifyInstance,
  options: {
    distDir: string
    indexHtml: string
    /** The server's render (../ssr/renderer.ts); none: every page is the SPA's shell. */
    render?: Render
    ownApi: boolean
    baseUrl: (request: FastifyRequest) => string
  },
) {
  const { indexHtml, ownApi, baseUrl } = options
  const sendIndex = (reply: FastifyReply, html = indexHtml, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html)
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendIndex(reply, withAbsoluteShareImage(indexHtml, baseUrl(request)))

  const template = parseTemplate(indexHtml)
  if (options.render && !template)
    app.log.warn('index.html has no slots for the server render: pages render in the browser.')
  const render = ownApi && template && options.render ? cachedRender(options.render) : undefined
  if (render) {
    // What the pages show has changed: no render may show the old content.
    const stops = CONTENT.map((resource) => app.invalidation.on(resource, render.clear))
    app.addHook('onClose', (_instance, done) => {
      stops.forEach((stop) => stop())
      done()
    })
  }
  const manifest = readManifest(options.distDir)
  const reads = publicReads(app.db)

  /**
   * The page rendered on the server in the visitor's language, or index.html when it cannot be
   * (no render, a failure: the SPA renders it in the browser, as on a static host). The response
   * depends on the language, so a shared cache must keep one per Accept-Language and Cookie.
   */
  const sendRendered = async (
    request: FastifyRequest,
    reply: FastifyReply,
    shareCard: ShareCard = (html) => Promise.resolve(html),
  ) => {
    const base = baseUrl(request)
    const shell = async () =>
      sendIndex(reply, await shareCard(withAbsoluteShareImage(indexHtml, base), base))
    if (!render || !template) return shell()
    const url = new URL(request.url, 'http://localhost')
    const language = pickLanguage({
      query: url.searchParams.get(LANGUAGE_PARAM),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    })
    reply.header('vary', 'Accept-Language, Cookie')
    let result: Awaited<ReturnType<typeof render>>
    try {
      result = await render({ url: request.url, language, reads, origin: base })
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed')
    }
    if (!result) return shell()
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status)
    const head = [
      result.head,
      languageLinkTags(base, url.pathname, language),
      routeModulesMeta(manifest, result.modules),
    ]
    const page = template({
      language,
      head: head.filter(Boolean).join('\n    '),
      html: result.html,
      state: result.state,
    })
    return sendIndex(
      reply,
      await shareCard(withAbsoluteShareImage(page, base), base),
      result.status,
    )
  }

  return { sendPage, sendRendered }
}
