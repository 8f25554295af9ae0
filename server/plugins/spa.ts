import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { findSeoEntry, type SeoKind } from '../repositories/seo'
import { sendNotFoundEnvelope } from './errors'
import {
  cachedRenderer,
  prefersEnglish,
  withFirstPaint,
  type FirstPaintRenderer,
} from './first-paint'
import {
  LIST_PAGES,
  listPageHead,
  modulePreloadTags,
  readManifest,
  withHeadTags,
} from './list-preload'
import {
  injectShareTags,
  requestOrigin,
  withAbsoluteShareImage,
  type SharePage,
} from './open-graph'

/**
 * Serves the built SPA (dist/) with history fallback: a path that is not a file gets index.html
 * and the SPA renders the page (or its own 404). Share pages get their preview card injected.
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

const isApiOrMedia = (url: string) => /^\/(api|media)(\/|\?|$)/.test(url)
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

export async function setupSpa(
  app: FastifyInstance,
  options: {
    distDir: string
    publicUrl?: string
    firstPaint?: FirstPaintRenderer
    /** False for a build that calls another API: no head start or share card from our database. */
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
  const sendIndex = (reply: FastifyReply, html = indexHtml) =>
    reply
      .status(200)
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

  const render = options.firstPaint && cachedRenderer(options.firstPaint)
  /**
   * The page's server-rendered first paint (./first-paint.ts), for the page's own path only and a
   * browser that asks for English; undefined otherwise, or when it fails (the SPA renders anyway).
   */
  const firstPaint = async (
    request: FastifyRequest,
    path: string,
    preloaded?: { url: string; body: string },
  ) => {
    if (!render || request.url !== path) return undefined
    if (!prefersEnglish(request.headers['accept-language'])) return undefined
    try {
      return await render({ url: path, preloaded })
    } catch (error) {
      request.log.warn({ err: error }, 'first paint failed')
      return undefined
    }
  }

  // The first paint depends on the browser's languages: a shared cache must keep one per language.
  const sendPainted = (reply: FastifyReply, html: string) =>
    sendIndex(options.firstPaint ? reply.header('vary', 'Accept-Language') : reply, html)

  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    sendPainted(
      reply,
      withFirstPaint(
        withAbsoluteShareImage(indexHtml, baseUrl(request)),
        await firstPaint(request, '/'),
      ),
    ),
  )

  const manifest = readManifest(options.distDir)
  for (const page of LIST_PAGES) {
    const modules = modulePreloadTags(manifest, page)
    app.get(page.path, { schema: { hide: true } }, async (request, reply) => {
      const html = withHeadTags(withAbsoluteShareImage(indexHtml, baseUrl(request)), modules)
      if (!ownApi) return sendIndex(reply, html)
      let head: Awaited<ReturnType<typeof listPageHead>>
      try {
        head = await listPageHead(app, page, { preloadImage: !request.url.includes('?') })
      } catch (error) {
        // Only the head start is lost: the SPA makes the call and loads the images itself.
        request.log.warn({ err: error }, 'list page head start failed')
        return sendIndex(reply, html)
      }
      const preloaded = head.body === undefined ? undefined : { url: page.api, body: head.body }
      const markup = preloaded && (await firstPaint(request, page.path, preloaded))
      return sendPainted(reply, withFirstPaint(withHeadTags(html, head.tags), markup))
    })
  }

  for (const page of SHARE_PAGES) {
    app.get<{ Params: { id: string } }>(
      page.path,
      { schema: { hide: true } },
      async (request, reply) => {
        const { id } = request.params
        if (!ownApi) return sendPage(request, reply)
        try {
          const entry = id.length <= 64 ? await findSeoEntry(app.db, page.kind, id) : undefined
          if (!entry) return sendPage(request, reply)
          const base = baseUrl(request)
          const url = `${base}${request.url.split('?')[0] ?? ''}`
          return sendIndex(
            reply,
            injectShareTags(indexHtml, { entry, url, baseUrl: base, type: page.type }),
          )
        } catch (error) {
          // Without its card the page still works: the SPA shows its own error if the API is down.
          request.log.warn({ err: error }, 'share tags lookup failed')
          return sendPage(request, reply)
        }
      },
    )
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD'
    if (!isPage || isApiOrMedia(request.url) || isAsset(request.url) || isHidden(request.url))
      return sendNotFoundEnvelope(request, reply)
    return sendPage(request, reply)
  })
}
