import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import type { CrossOriginSources } from './build-api'
import { EMBED_PAGE } from './embed'

/**
 * Security headers. The CSP allows no inline script except the exact blocks of the built
 * index.html (the theme script that runs before first paint), allowed by their SHA-256: editing
 * that script changes its hash, and the next start picks the new one up.
 */

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi

/** `'sha256-...'` sources for every inline `<script>` of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
}

function readIndexHashes(distDir: string, page = 'index.html'): string[] {
  try {
    return inlineScriptHashes(readFileSync(join(distDir, page), 'utf8'))
  } catch {
    return [] // Not built yet: the SPA plugin answers with a notice instead of the app.
  }
}

/**
 * The embeddable player (`/embed/music/:id`, ./embed.ts) is the one page other sites may frame:
 * its answers say `frame-ancestors *` and carry no X-Frame-Options. Every other path, its own
 * file `/embed.html` included, keeps refusing to be framed.
 */
export const EMBED_PLAYER_PATH = /^\/embed\/music\/[^/?#]+\/?(?:\?.*)?$/
export const isEmbedPlayerPath = (url: string) => EMBED_PLAYER_PATH.test(url)

const NO_CROSS_ORIGIN: CrossOriginSources = { api: [], media: [] }

/** `crossOrigin`: a build for another API adds that API and its media origins (./build-api.ts). */
export function contentSecurityPolicy(
  scriptHashes: string[],
  crossOrigin: CrossOriginSources = NO_CROSS_ORIGIN,
  frameAncestors: string[] = ["'none'"],
) {
  return {
    // No defaults: helmet's include upgrade-insecure-requests, which breaks plain-HTTP hosting on a LAN.
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      scriptSrcAttr: ["'none'"],
      // React's style attributes and framer-motion write inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...crossOrigin.media],
      mediaSrc: ["'self'", 'blob:', 'data:', ...crossOrigin.media],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...crossOrigin.api],
      frameAncestors,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  }
}

/** Swagger UI's page needs inline styles and its own validator badge; it lives under /api/docs only. */
export const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "img-src 'self' data: validator.swagger.io",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ')

/**
 * helmet's own default value. Sent only on answers to HTTPS requests: over plain HTTP the header
 * means nothing to a browser (RFC 6797 §8.1) and only tells a scanner the site misconfigures it.
 * `request.protocol` is the socket's (or X-Forwarded-Proto's, if Fastify ever trusts a proxy).
 */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Helmet's middleware, built once and run on every request's raw response. Not @fastify/helmet:
 * its 13.2.0 builds a new helmet middleware (parsing the whole CSP) for every request, which cost
 * the API lists more than half their throughput in bench/api-load.ts
 * (docs/decisions/002-security-headers-once.md). Routes that need another CSP (the API docs) set
 * their own header, which wins over these when the reply is written.
 */
export function setupSecurity(
  app: FastifyInstance,
  options: { distDir: string; crossOrigin?: CrossOriginSources },
) {
  const common = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Media and images may be embedded by a SPA hosted on another origin (VITE_API_BASE_URL).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  } as const
  const setHeaders = helmet({
    ...common,
    contentSecurityPolicy: contentSecurityPolicy(
      readIndexHashes(options.distDir),
      options.crossOrigin,
    ),
  })
  const setEmbedHeaders = helmet({
    ...common,
    contentSecurityPolicy: contentSecurityPolicy(
      readIndexHashes(options.distDir, EMBED_PAGE),
      options.crossOrigin,
      ['*'],
    ),
    xFrameOptions: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS)
    const set = isEmbedPlayerPath(request.url) ? setEmbedHeaders : setHeaders
    // helmet 8 throws rather than passing an error to its callback; it only ever calls it empty.
    set(request.raw, reply.raw, () => done())
  })
}
