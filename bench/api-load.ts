import { fork, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import type { BenchSuite, Measurement } from './types'

/**
 * API load: requests per second and p99 latency of the public list endpoints, next to a bare
 * Fastify route that answers the very bytes the real endpoint put on the wire (same body, same
 * Content-Type and Content-Encoding), in the same run. The budget (docs/architecture.md §7): the
 * real endpoint reaches at least half the bare route's throughput.
 *
 * The servers run in a child process and autocannon in this one, so the load generator does not
 * steal the servers' event loop. `npx tsx bench/api-load.ts` prints the table alone.
 */

export interface ApiLoadResult {
  endpoint: string
  rps: number
  p99Ms: number
  bareRps: number
  ratio: number
}

export interface ApiLoadOptions {
  /** Which of API_LOAD_ENDPOINTS to measure (all by default). */
  endpoints?: string[]
  connections?: number
  durationSeconds?: number
  warmupSeconds?: number
  log?: (message: string) => void
}

export const API_LOAD_ENDPOINTS = [
  '/api/v1/artist',
  '/api/v1/producer',
  '/api/v1/filmmaker',
  '/api/v1/gallery',
  '/api/v1/music',
]
export const MIN_RATIO = 0.5
/** What a browser sends: the server compresses as it would for a real visitor. */
const REQUEST_HEADERS = { 'accept-encoding': 'gzip', accept: 'application/json' }

/** The child's report once both servers listen. */
interface Ready {
  type: 'ready'
  realPort: number
  barePort: number
  responses: {
    endpoint: string
    barePath: string
    bytes: number
    contentType: string
    encoding: string
  }[]
}

// ---------------------------------------------------------------------------------------------
// Child: the real app on seeded demo data, and the bare server.

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

function getRaw(port: number, path: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: REQUEST_HEADERS }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

async function serve(send: (message: Ready) => void) {
  const [{ buildApp }, { createDatabase }, { loadEnv }, { seedDemo }] = await Promise.all([
    import('../server/app'),
    import('../server/db/client'),
    import('../server/env'),
    import('../server/seed/index'),
  ])
  const dataDir = await mkdtemp(join(tmpdir(), 'api-load-'))
  const env = loadEnv({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' })
  const database = await createDatabase({ dataDir: join(dataDir, 'db') })
  const app = await buildApp({
    env,
    database,
    logger: false,
    rateLimit: false,
    distDir: join(dataDir, 'no-dist'),
  })
  await seedDemo({
    db: app.db,
    media: app.media,
    log: (message) => console.error(`[api-load] ${message}`),
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const realPort = (app.server.address() as { port: number }).port

  const bare = Fastify({ logger: false })
  const responses: Ready['responses'] = []
  for (const [index, endpoint] of API_LOAD_ENDPOINTS.entries()) {
    const raw = await getRaw(realPort, endpoint)
    if (raw.status !== 200) throw new Error(`${endpoint} answered ${raw.status}`)
    const contentType = String(raw.headers['content-type'] ?? 'application/json')
    const encoding = String(raw.headers['content-encoding'] ?? 'identity')
    const barePath = `/bare/${index}`
    bare.get(barePath, (_request, reply) => {
      reply.header('content-type', contentType)
      if (encoding !== 'identity')
        reply.header('content-encoding', encoding).header('vary', 'accept-encoding')
      return reply.send(raw.body)
    })
    responses.push({ endpoint, barePath, bytes: raw.body.length, contentType, encoding })
  }
  await bare.listen({ host: '127.0.0.1', port: 0 })
  const barePort = (bare.server.address() as { port: number }).port

  const stop = async () => {
    await Promise.allSettled([app.close(), bare.close()])
    await database.close().catch(() => undefined)
    await rm(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('message', (message) => {
    if (message === 'stop') void stop()
  })
  process.on('disconnect', () => void stop())
  send({ type: 'ready', realPort, barePort, responses })
}

// ---------------------------------------------------------------------------------------------
// Parent: autocannon against both servers.

interface CannonResult {
  requests: { total: number }
  latency: { p99: number }
  errors: number
  timeouts: number
  non2xx: number
}
type Cannon = (options: {
  url: string
  connections: number
  duration: number
  headers: Record<string, string>
}) => Promise<CannonResult>
// autocannon ships no types; this is the slice of its API we use.
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon

function run(url: string, connections: number, duration: number) {
  return autocannon({ url, connections, duration, headers: REQUEST_HEADERS }).then((result) => {
    if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
      throw new Error(
        `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
      )
    }
    return result
  })
}

/**
 * Both servers warm up, then take turns in two halves of the measuring time each
 * (real, bare, real, bare): on a shared machine, load that comes and goes then weighs on both
 * alike. Requests per second = requests answered / seconds measured; p99 = the worse half's.
 */
async function compare(
  realUrl: string,
  bareUrl: string,
  settings: { connections: number; durationSeconds: number; warmupSeconds: number },
) {
  const { connections, durationSeconds, warmupSeconds } = settings
  await run(realUrl, connections, warmupSeconds)
  await run(bareUrl, connections, warmupSeconds)
  const half = durationSeconds / 2
  const real: CannonResult[] = []
  const bare: CannonResult[] = []
  for (let round = 0; round < 2; round++) {
    real.push(await run(realUrl, connections, half))
    bare.push(await run(bareUrl, connections, half))
  }
  const rps = (results: CannonResult[]) =>
    results.reduce((sum, result) => sum + result.requests.total, 0) / durationSeconds
  return {
    rps: rps(real),
    p99Ms: Math.max(...real.map((result) => result.latency.p99)),
    bareRps: rps(bare),
  }
}

function startServers(
  log: (message: string) => void,
): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    // Resolved from here, so the child loads TypeScript whatever the working directory.
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (message: Ready) => resolve({ child, ready: message }))
    child.once('exit', (code) =>
      reject(new Error(`the server process exited (code ${code}) before it was ready`)),
    )
    log('[api-load] seeding the demo data and starting both servers...')
  })
}

export async function runApiLoad(options: ApiLoadOptions = {}): Promise<ApiLoadResult[]> {
  const log = options.log ?? ((message: string) => console.error(message))
  const settings = {
    connections: options.connections ?? 10,
    durationSeconds: options.durationSeconds ?? 5,
    warmupSeconds: options.warmupSeconds ?? 1,
  }
  const { child, ready } = await startServers(log)
  try {
    const results: ApiLoadResult[] = []
    const wanted = options.endpoints ?? API_LOAD_ENDPOINTS
    for (const response of ready.responses.filter((item) => wanted.includes(item.endpoint))) {
      const [real, bareBody] = await Promise.all([
        getRaw(ready.realPort, response.endpoint),
        getRaw(ready.barePort, response.barePath),
      ])
      // The comparison only means something if both answer the same bytes.
      if (!real.body.equals(bareBody.body))
        throw new Error(`${response.endpoint}: the bare route's bytes differ`)
      log(
        `[api-load] ${response.endpoint}: ${response.bytes} B (${response.encoding}, ${response.contentType})`,
      )
      const measured = await compare(
        `http://127.0.0.1:${ready.realPort}${response.endpoint}`,
        `http://127.0.0.1:${ready.barePort}${response.barePath}`,
        settings,
      )
      results.push({
        endpoint: response.endpoint.replace('/api/v1', ''),
        ...measured,
        ratio: measured.rps / measured.bareRps,
      })
    }
    return results
  } finally {
    child.send('stop')
  }
}

/** The same figures as bench rows, for run.ts. */
export const apiLoadSuite: BenchSuite = {
  name: 'api-load',
  description:
    'requests/s and p99 of the public list endpoints against a bare Fastify route returning the same bytes',
  async run() {
    const results = await runApiLoad()
    return results.flatMap((result): Measurement[] => [
      { subject: result.endpoint, metric: 'requests/s', value: result.rps, unit: 'req/s' },
      { subject: result.endpoint, metric: 'p99 latency', value: result.p99Ms, unit: 'ms' },
      { subject: result.endpoint, metric: 'bare requests/s', value: result.bareRps, unit: 'req/s' },
      {
        subject: result.endpoint,
        metric: 'ratio to bare',
        value: result.ratio,
        unit: '',
        precision: 2,
        budget: { min: MIN_RATIO },
      },
    ])
  },
}

export function formatApiLoadTable(results: ApiLoadResult[]): string {
  const header = ['endpoint', 'req/s', 'p99 ms', 'bare req/s', 'ratio', '']
  const rows = results.map((r) => [
    r.endpoint,
    r.rps.toFixed(0),
    r.p99Ms.toFixed(1),
    r.bareRps.toFixed(0),
    r.ratio.toFixed(2),
    r.ratio >= MIN_RATIO ? 'ok' : `below ${MIN_RATIO}`,
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n')
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain && process.argv.includes('--serve')) {
  serve((message) => process.send?.(message)).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
} else if (isMain) {
  // `npx tsx bench/api-load.ts music gallery` measures only those endpoints.
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
  const endpoints =
    names.length > 0
      ? API_LOAD_ENDPOINTS.filter((path) => names.some((name) => path.endsWith(`/${name}`)))
      : undefined
  runApiLoad({ endpoints })
    .then((results) => {
      console.log(formatApiLoadTable(results))
      process.exit(results.every((result) => result.ratio >= MIN_RATIO) ? 0 : 1)
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
