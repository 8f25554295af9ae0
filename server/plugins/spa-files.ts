import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { setupSitemap } from './sitemap'

/**
 * dist/'s files: the hashed assets cached for a year, the rest briefly; /favicon.ico and
 * /robots.txt (with the sitemap, ./sitemap.ts) for an API of our own.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Unhashed public files (favicon, robots.txt) may change with a deploy: cache them briefly. */
const SHORT = 'public, max-age=3600'

/** A missing hashed asset is a stale tab after a deploy: a 404, not index.html served as JavaScript. */
export const isAsset = (url: string) => url.startsWith('/assets/')
/**
 * A path with a segment that starts with a dot (`/.vite/manifest.json`, `/.env`): build
 * bookkeeping or a secret, never public. A 404, not a file and not index.html.
 */
export const isHidden = (url: string) => {
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

export async function serveBuiltFiles(
  app: FastifyInstance,
  options: {
    distDir: string
    ownApi: boolean
    baseUrl: (request: FastifyRequest) => string
  },
) {
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

  // Browsers ask for /favicon.ico where a page names no icon (the API's JSON): the icon is an
  // SVG. Without this the address would be a page, and the not-found page answers 404.
  if (existsSync(join(options.distDir, 'favicon.svg')))
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', SHORT).redirect('/favicon.svg', 301),
    )

  if (options.ownApi) {
    // Our database's pages; a build for another API shows other content and gets neither.
    setupSitemap(app, { db: app.db, baseUrl: options.baseUrl })
    // public/robots.txt, with the sitemap's address, which must be absolute.
    const robots = readRobots(options.distDir)
    app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
      reply
        .header('cache-control', SHORT)
        .type('text/plain; charset=utf-8')
        .send(`${robots}Sitemap: ${options.baseUrl(request)}/sitemap.xml\n`),
    )
  }
}
