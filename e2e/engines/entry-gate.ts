import { readFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import path from 'node:path'

export interface EntryGate {
  /** The proxy's origin: the same site as the server's, on another port. */
  url: string
  /** From now on, requests for the entry wait until `open`. */
  close(): void
  open(): void
  stop(): Promise<void>
}

/** The entry chunk the build's loader requests after the first paint (scripts/vite-load-after-first-paint.ts). */
export function entryPath(root: string): string {
  const html = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')
  const match = /script\.src = "([^"]+)"/.exec(html)
  if (!match) throw new Error('dist/index.html has no entry loader: build the SPA first')
  return match[1]!
}

/**
 * A transparent proxy in front of the server that can hold the app's entry back. With the entry
 * held, a rendered page is on screen but not live for as long as the smoke needs, on any
 * machine and in any engine, without a CPU slowdown that only Chromium offers.
 */
export function startEntryGate(target: string, entry: string): Promise<EntryGate> {
  const upstream = new URL(target)
  let release: Promise<void> = Promise.resolve()
  let openGate = () => {}
  const server: Server = createServer((incoming, outgoing) => {
    const held = incoming.url?.split('?')[0] === entry ? release : Promise.resolve()
    void held.then(() => {
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      forwarded.on('error', (error) => {
        outgoing.writeHead(502)
        outgoing.end(error.message)
      })
      incoming.pipe(forwarded)
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = address && typeof address === 'object' ? address.port : 0
      resolve({
        url: `http://127.0.0.1:${port}`,
        close() {
          release = new Promise((resolve) => (openGate = resolve))
        },
        open() {
          openGate()
          release = Promise.resolve()
        },
        stop: () =>
          new Promise((resolve) => {
            openGate()
            server.closeAllConnections()
            server.close(() => resolve())
          }),
      })
    })
  })
}
