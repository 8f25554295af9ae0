import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

/**
 * A plain static host over dist/ with a history fallback (any path that is not a file gets
 * index.html), as a CDN or `serve -s` would serve it: no server rendering. `/api` and `/media` go
 * to the real server, as a reverse proxy in front of the host would send them.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

export async function startStaticHost(apiOrigin: string, distDir = join(process.cwd(), 'dist')) {
  const api = new URL(apiOrigin)
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')
    if (/^\/(api|media)\//.test(path)) {
      const upstream = httpRequest(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      req.pipe(upstream)
      return
    }
    const file = join(distDir, normalize(path))
    const isFile = file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()
    const served = isFile ? file : join(distDir, 'index.html')
    res.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' })
    createReadStream(served).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
