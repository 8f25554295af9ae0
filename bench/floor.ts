import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { findFreePort } from '../e2e/support/server'

/**
 * A page's floor: the same server-rendered HTML with every script removed, served by the same
 * server in the same run (docs/decisions/022-relative-budgets.md). A proxy in front of the server
 * strips `<script>` elements and module preloads from HTML answers and passes everything else
 * (styles, images, fonts) through untouched, so the floor costs what the page costs without its
 * JavaScript: parsing, style, layout and paint of the same markup.
 */

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi

/** The markup without anything that runs. */
export const withoutScripts = (html: string) => html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '')

export interface Proxy {
  baseURL: string
  close(): Promise<void>
}

function encode(body: Buffer, acceptEncoding: string | undefined) {
  const accepts = acceptEncoding ?? ''
  // Compressed as the server would send it, so the floor's bytes on the wire stay comparable.
  if (/\bbr\b/.test(accepts))
    return {
      body: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    }
  if (/\bgzip\b/.test(accepts)) return { body: gzipSync(body), encoding: 'gzip' }
  return { body, encoding: undefined }
}

function collect(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => resolve(Buffer.concat(chunks)))
    response.on('error', reject)
  })
}

/**
 * Starts the proxy to `target` (e.g. http://127.0.0.1:8080). With `strip`, HTML answers lose
 * their scripts; without, it only relays, so a page and its floor take the same path.
 */
export async function startProxy(target: string, strip: boolean): Promise<Proxy> {
  const upstream = new URL(target)
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: upstream.host }
    // HTML is read as text to strip it; everything else streams as it comes.
    if (strip) headers['accept-encoding'] = 'identity'
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (response) => {
        const type = String(response.headers['content-type'] ?? '')
        if (!strip || !type.includes('text/html')) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers)
          response.pipe(outgoing)
          return
        }
        void collect(response).then((raw) => {
          const html = Buffer.from(withoutScripts(raw.toString('utf8')))
          const { body, encoding } = encode(html, incoming.headers['accept-encoding'])
          const {
            'content-length': _length,
            'content-encoding': _encoding,
            ...rest
          } = response.headers
          outgoing.writeHead(response.statusCode ?? 200, {
            ...rest,
            'content-length': body.length,
            ...(encoding && { 'content-encoding': encoding }),
          })
          outgoing.end(body)
        })
      },
    )
    forward.on('error', () => {
      outgoing.writeHead(502)
      outgoing.end()
    })
    incoming.pipe(forward)
  })
  const port = await findFreePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
