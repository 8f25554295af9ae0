import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Render } from '../../contract/ssr'
import { sendNotFoundEnvelope } from './errors'
import { requestOrigin } from './open-graph'
import { pageSender } from './page-sender'
import { serveSharePages } from './share-pages'
import { isAsset, isHidden, serveBuiltFiles } from './spa-files'

/**
 * Serves the built SPA (dist/) with history fallback. A public page is rendered on the server in
 * the visitor's language and hydrated by the browser (../ssr/,
 * docs/decisions/012-server-rendering-and-hydration.md). /admin and /login, and every page when
 * there is no render, get index.html: the SPA renders them in the browser (or its own 404).
 * Share pages get their preview card injected (./share-pages.ts); dist/'s files are
 * ./spa-files.ts, the rendering ./page-sender.ts.
 */

const isApiOrMedia = (url: string) => /^\/(api|media)(\/|\?|$)/.test(url)
/** The back-office and the sign-in screen: the signed-in user's, rendered in the browser only. */
const isClientOnly = (url: string) => /^\/(admin|login)(\/|\?|$)/.test(url)

export async function setupSpa(
  app: FastifyInstance,
  options: {
    distDir: string
    publicUrl?: string
    /** The server's render (../ssr/renderer.ts); none: every page is the SPA's shell. */
    render?: Render
    /** False for a build that calls another API: no render or share card from our database. */
    ownApi?: boolean
  },
) {
  const ownApi = options.ownApi ?? true
  const indexPath = join(options.distDir, 'index.html')
  if (!existsSync(indexPath)) {
    app.log.warn(`No built SPA at ${indexPath}; run \`npm run build\`.`)
    app.setNotFoundHandler((request, reply) => {
      if (isApiOrMedia(request.url) || request.method !== 'GET')
        return sendNotFoundEnvelope(request, reply)
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.',
        )
    })
    return
  }

  // Read once: dist/ is rebuilt only before a (re)start.
  const indexHtml = readFileSync(indexPath, 'utf8')
  const baseUrl = (request: FastifyRequest) =>
    options.publicUrl ?? requestOrigin(request.protocol, request.host)
  await serveBuiltFiles(app, { distDir: options.distDir, ownApi, baseUrl })
  const pages = pageSender(app, {
    distDir: options.distDir,
    indexHtml,
    ownApi,
    baseUrl,
    ...(options.render && { render: options.render }),
  })
  const { sendPage, sendRendered } = pages
  app.get('/', { schema: { hide: true } }, (request, reply) => sendRendered(request, reply))
  serveSharePages(app, ownApi, pages)

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD'
    if (!isPage || isApiOrMedia(request.url) || isAsset(request.url) || isHidden(request.url))
      return sendNotFoundEnvelope(request, reply)
    if (isClientOnly(request.url)) return sendPage(request, reply)
    return sendRendered(request, reply)
  })
}
