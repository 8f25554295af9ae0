import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import type { Render } from '../../contract/ssr'
import { findSeoEntry, type SeoKind } from '../repositories/seo'
import { languageLinkTags, readManifest, routeModulesMeta } from '../ssr/head'
import { LANGUAGE_PARAM, pickLanguage } from '../../contract/language'
import { publicReads } from '../ssr/reads'
import { cachedRender } from '../ssr/renderer'
import { parseTemplate } from '../ssr/template'
import { sendNotFoundEnvelope } from './errors'
import { setupSitemap } from './sitemap'
import {
  injectShareTags,
  requestOrigin,
  withAbsoluteShareImage,
  type SharePage,
} from './open-graph'

/**
 * Serves the built SPA (dist/) with history fallback. A public page is rendered on the server in
 * the visitor's language and hydrated by the browser (../ssr/,
 * docs/decisions/012-server-rendering-and-hydration.md). /admin and /login, and every page when
 * there is no render, get index.html: the SPA renders them in the browser (or its own 404).
 * Share pages get their preview card injected.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Unhashed public files (favicon, robots.txt) may change with a deploy: cache them briefly. */
const SHORT = 'public, max-age=3600'

const SHARE_PAGES: { path: string; kind: SeoKind; type: SharePage['type'] }[] = [
  { path: '/artist/:id', kind: 'artist', type: 'profile' },
  { path: '/producer/:id', kind: 'producer', type: 'profile' },
  { path: '/filmmakers/:id', kind: 'filmmaker', type: 'profile' },
  { path: '/gallery/:id', kind: 'gallery', type: 'article' },
  { path: '/musics/:id', kind: 'music', type: 'music.song' },
]

/** The resources the rendered pages show (their routes' names on the invalidation bus). */
const CONTENT = ['artist', 'producer', 'filmmaker', 'gallery', 'music']

const isApiOrMedia = (url: string) => /^\/(api|media)(\/|\?|$)/.test(url)
/** The back-office and the sign-in screen: the signed-in user's, rendered in the browser only. */
const isClientOnly = (url: string) => /^\/(admin|login)(\/|\?|$)/.test(url)
/** A missing hashed asset is a stale tab after a deploy: a 404, not index.html served as JavaScript. */
const isAsset = (url: string) => url.startsWith('/assets/')
/**
 * A path with a segment that starts with a dot (`/.vite/manifest.json`, `/.env`): build
 * bookkeeping or a secret, never public. A 404, not a file and not index.html.
 */
const isHidden = (url: string) => {
  const path = url.split('?')[0] ?? url
  let decoded = path
  try {
    decoded = decodeURIComponent(path) // `/%2evite/` is the same file to the static server
  } catch {
    // Malformed escapes: the raw path is all there is to judge.
  }
  return /(?:^|\/)\./.test(decoded)
}

/** dist/robots.txt (public/robots.txt), ending with a newline; '' without one. */
function readRobots(distDir: string): string {
  const path = join(distDir, 'robots.txt')
  if (!existsSync(path)) return ''
  const text = readFileSync(path, 'utf8')
  return text.endsWith('\n') ? text : `${text}\n`
}

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
  const sendIndex = (reply: FastifyReply, html = indexHtml, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html)

  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    decorateReply: false,
    // send's own default lets /.vite/manifest.json through (only a dotted file name is ignored).
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, path) => {
      const isHashed = path.startsWith(join(options.distDir, 'assets'))
      res.setHeader(
        'cache-control',
        isHashed ? IMMUTABLE : path.endsWith('.html') ? 'no-cache' : SHORT,
      )
    },
  })

  const baseUrl = (request: FastifyRequest) =>
    options.publicUrl ?? requestOrigin(request.protocol, request.host)
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

  /** Puts the page's preview card into its HTML (share pages only). */
  type ShareCard = (html: string, base: string) => Promise<string>

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

  app.get('/', { schema: { hide: true } }, (request, reply) => sendRendered(request, reply))
  // Browsers ask for /favicon.ico where a page names no icon (the API's JSON): the icon is an
  // SVG. Without this the address would be a page, and the not-found page answers 404.
  if (existsSync(join(options.distDir, 'favicon.svg')))
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', SHORT).redirect('/favicon.svg', 301),
    )

  if (ownApi) {
    // Our database's pages; a build for another API shows other content and gets neither.
    setupSitemap(app, { db: app.db, baseUrl })
    // public/robots.txt, with the sitemap's address, which must be absolute.
    const robots = readRobots(options.distDir)
    app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
      reply
        .header('cache-control', SHORT)
        .type('text/plain; charset=utf-8')
        .send(`${robots}Sitemap: ${baseUrl(request)}/sitemap.xml\n`),
    )
  }

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

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD'
    if (!isPage || isApiOrMedia(request.url) || isAsset(request.url) || isHidden(request.url))
      return sendNotFoundEnvelope(request, reply)
    if (isClientOnly(request.url)) return sendPage(request, reply)
    return sendRendered(request, reply)
  })
}
