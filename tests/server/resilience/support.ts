import { spawn } from 'node:child_process'
import { createWriteStream, existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { request, type Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findFreePort } from '../../../e2e/support/server'
import { createDatabase, type Database } from '../../../server/db/client'
import { createPostgresDatabase } from '../helpers'

/**
 * Support for the resilience tests, which run the real server (`tsx server/main.ts`) as a child
 * process, so that it can be killed, restarted on the same data and loaded from this process.
 *
 *   const data = await createServerData()        // temp DATA_DIR (+ a fresh PostgreSQL database)
 *   const db = await data.open(); ...insert...; await db.close()
 *   const server = await startServerProcess(data)
 *   const res = await httpRequest(server.baseURL, { path: '/api/v1/health' })
 *   await server.kill('SIGKILL')
 *   await data.dispose()
 */

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** PostgreSQL for the suite's second run (see .ci/run); PGlite when unset. */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL || undefined

export interface ServerData {
  driver: 'pglite' | 'postgres'
  dataDir: string
  /** The scratch PostgreSQL database, when TEST_DATABASE_URL is set. */
  databaseUrl: string | undefined
  /**
   * The server's database opened (and migrated) in this process. PGlite allows one process per
   * data directory: close it before a server starts.
   */
  open(): Promise<Database>
  /** Deletes DATA_DIR and drops the PostgreSQL database. */
  dispose(): Promise<void>
}

/**
 * A temporary DATA_DIR and, with TEST_DATABASE_URL (or `postgresAdminUrl`), a fresh PostgreSQL
 * database of its own.
 */
export async function createServerData(postgresAdminUrl = POSTGRES_ADMIN_URL): Promise<ServerData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'label-resilience-'))
  const postgres = postgresAdminUrl ? await createPostgresDatabase(postgresAdminUrl) : undefined
  return {
    driver: postgres ? 'postgres' : 'pglite',
    dataDir,
    databaseUrl: postgres?.url,
    open: () => createDatabase({ databaseUrl: postgres?.url, dataDir: join(dataDir, 'db') }),
    async dispose() {
      await postgres?.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export interface ServerProcess {
  baseURL: string
  /**
   * Sends `signal` to the server's process group (tsx and its node child) and waits for the exit;
   * resolves with the exit code (null when a signal ended it).
   */
  kill(signal: NodeJS.Signals): Promise<number | null>
  /** The last lines the server printed. */
  logTail(lines?: number): string
}

/** Starts `tsx server/main.ts` on `data` (no demo seed) and resolves once /api/v1/health answers 200. */
export async function startServerProcess(
  data: ServerData,
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await findFreePort()
  const baseURL = `http://127.0.0.1:${port}`
  const logFile = join(data.dataDir, `server-${port}.log`)
  const log = createWriteStream(logFile)
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a signal then reaches the node process tsx spawns as well.
    detached: true,
  })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )

  const logTail = (lines = 30) =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n') : ''
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, signal)
      } catch {
        // Already gone.
      }
    }
    const code = await exited
    await new Promise<void>((resolve) => log.end(resolve))
    return code
  }

  const deadline = Date.now() + (options.timeoutMs ?? 45_000)
  let problem = 'no answer yet'
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      problem = `the server exited (${child.signalCode ?? child.exitCode})`
      break
    }
    try {
      const health = await httpRequest(baseURL, { path: '/api/v1/health', timeoutMs: 2000 })
      if (health.status === 200) return { baseURL, kill, logTail }
      problem = `health answered ${health.status}`
    } catch (error) {
      problem = (error as Error).message
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  await kill('SIGKILL')
  throw new Error(`The server did not become healthy: ${problem}\n--- server log ---\n${logTail()}`)
}

export interface HttpOptions {
  method?: string
  path: string
  /** A bearer token. */
  token?: string
  /** Sent as JSON. */
  body?: unknown
  /** A keep-alive agent (for example one bound to a local address). */
  agent?: Agent
  /** More request headers (accept-encoding ...). */
  headers?: Record<string, string>
  timeoutMs?: number
}

export interface HttpAnswer {
  status: number
  body: unknown
  /** Time from sending to the end of the answer. */
  ms: number
}

/** One HTTP request with node:http; rejects when the connection fails or the time runs out. */
export function httpRequest(baseURL: string, options: HttpOptions): Promise<HttpAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (payload !== undefined) {
    headers['content-type'] = 'application/json'
    headers['content-length'] = String(Buffer.byteLength(payload))
  }
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(options.path, baseURL),
      {
        method: options.method ?? 'GET',
        headers,
        agent: options.agent,
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let body: unknown = text
          try {
            body = text ? JSON.parse(text) : undefined
          } catch {
            // Not JSON: keep the text.
          }
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started })
        })
      },
    )
    req.on('timeout', () =>
      req.destroy(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms`)),
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** The `q`-quantile (0..1) of `values`, by the nearest-rank method. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}
