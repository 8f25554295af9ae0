import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { findFreePort } from '../e2e/support/server'
import type { Proxy } from './floor'

/**
 * The label's original site, for the listener bench to measure beside ours: its own production
 * build (a Vite `dist/` in the folder ORIGINAL_SITE_DIR names; the bench never builds it), served
 * as a static host would (compressed, every unknown page answered with index.html), its API calls
 * sent to our server.
 *
 * The original names its API by a full origin written in its code. Its built scripts are served
 * with that origin swapped for a proxy in front of our server, which answers as a cross-origin API
 * must (CORS headers, preflights), since our server sends none: the original keeps calling
 * another origin, as it does in production. Our API names media by path, which the original
 * resolves against its own origin: requests for anything not in its build go to our server.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
}

/** Any absolute origin the original's scripts call `/api/v1` on. */
const API_ORIGIN = /https?:\/\/[\w.-]+(?::\d+)?(?=\/api\/v1)/g

interface StaticFile {
  type: string
  raw: Buffer
  encoded: Map<string, Buffer>
}

function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix)).flatMap((name) => {
    const relative = path.posix.join(prefix, name)
    return statSync(path.join(dir, relative)).isDirectory() ? filesOf(dir, relative) : [relative]
  })
}

/** The original's dist folder, or why it cannot be used. */
export function originalDist(): { dist: string } | { missing: string } {
  const dir = process.env.ORIGINAL_SITE_DIR
  if (!dir) return { missing: 'ORIGINAL_SITE_DIR is not set' }
  const dist = path.join(path.resolve(dir), 'dist')
  if (!existsSync(path.join(dist, 'index.html')))
    return { missing: `${dist}/index.html not found: build the original first` }
  return { dist }
}

function load(dist: string, apiOrigin: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  for (const relative of filesOf(dist)) {
    const type = TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream'
    let raw = readFileSync(path.join(dist, relative))
    if (type.startsWith('text/javascript'))
      raw = Buffer.from(raw.toString('utf8').replace(API_ORIGIN, apiOrigin))
    files.set(`/${relative}`, { type, raw, encoded: new Map() })
  }
  return files
}

const COMPRESSIBLE = /^(text|application\/json|image\/svg)/

/**
 * Compressed ahead, as a static host stores them (text only, brotli and gzip at their best):
 * compressing on the first request would block this process, and the browser's clock with it.
 */
async function compress(files: Map<string, StaticFile>) {
  const brotli = promisify(brotliCompress)
  const gzipped = promisify(gzip)
  await Promise.all(
    [...files.values()]
      .filter((file) => COMPRESSIBLE.test(file.type))
      .map(async (file) => {
        file.encoded.set(
          'br',
          await brotli(file.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        )
        file.encoded.set('gzip', await gzipped(file.raw, { level: 9 }))
      }),
  )
}

function body(file: StaticFile, acceptEncoding = ''): { data: Buffer; encoding?: string } {
  const encoding = /\bbr\b/.test(acceptEncoding)
    ? 'br'
    : /\bgzip\b/.test(acceptEncoding)
      ? 'gzip'
      : undefined
  const data = encoding && file.encoded.get(encoding)
  return data ? { data, encoding } : { data: file.raw }
}

async function listen(server: Server): Promise<Proxy> {
  const port = await findFreePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

type Handler = (incoming: IncomingMessage, outgoing: ServerResponse) => void

/** Passes the request on to `target`, its answer back with `extra` headers. */
function relay(target: string, extra: Record<string, string> = {}): Handler {
  const upstream = new URL(target)
  return (incoming, outgoing) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, { ...response.headers, ...extra })
        response.pipe(outgoing)
      },
    )
    forward.on('error', () => {
      outgoing.writeHead(502, extra)
      outgoing.end()
    })
    incoming.pipe(forward)
  }
}

/** Our server as another origin's API: every answer with CORS headers, preflights answered. */
function startCorsProxy(target: string): Promise<Proxy> {
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type',
  }
  const forward = relay(target, cors)
  return listen(
    createServer((incoming, outgoing) => {
      if (incoming.method !== 'OPTIONS') return forward(incoming, outgoing)
      outgoing.writeHead(204, cors)
      outgoing.end()
    }),
  )
}

/** Serves the original's build with its API origin pointed at `apiTarget` (our server). */
export async function startOriginalSite(dist: string, apiTarget: string): Promise<Proxy> {
  const api = await startCorsProxy(apiTarget)
  const files = load(dist, api.baseURL)
  await compress(files)
  const index = files.get('/index.html')!
  // Our API names its media by path (the original's by full URL): those paths are our server's.
  const media = relay(apiTarget)
  const site = await listen(
    createServer((incoming, outgoing) => {
      const pathname = decodeURIComponent(new URL(incoming.url ?? '/', 'http://x').pathname)
      const isPage = incoming.headers['sec-fetch-dest'] === 'document'
      if (!files.has(pathname) && !isPage) return media(incoming, outgoing)
      const file = files.get(pathname) ?? index
      const { data, encoding } = body(file, String(incoming.headers['accept-encoding'] ?? ''))
      outgoing.writeHead(200, {
        'content-type': file.type,
        'content-length': data.length,
        ...(encoding && { 'content-encoding': encoding, vary: 'accept-encoding' }),
      })
      outgoing.end(data)
    }),
  )
  return {
    baseURL: site.baseURL,
    close: async () => {
      await site.close()
      await api.close()
    },
  }
}
