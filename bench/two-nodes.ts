import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { BenchSuite, Measurement } from './types'

/**
 * Two nodes against one: requests per second of a public list route (`/api/v1/artist`) served by
 * one server process on PostgreSQL, then by two processes on the same PostgreSQL and Redis, each
 * loaded by its own autocannon at the same time (docs/deploy.md). Informational: no budget, as
 * both nodes and the load generators share this machine's cores; the ratio says how much a second
 * node adds here, not on two machines. Needs PostgreSQL (BENCH_DATABASE_URL, default
 * 127.0.0.1:5432) and Redis (BENCH_REDIS_URL, default 127.0.0.1:6379).
 * `npx tsx bench/run.ts nodes`.
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379'
const ROUTE = '/api/v1/artist'
const CONNECTIONS = 50
const DURATION_SECONDS = 10
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-1' }

interface CannonResult {
  requests: { total: number }
  errors: number
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('could not read the probe port')),
      )
    })
  })
}

async function startNode(root: string, env: Record<string, string>) {
  const port = await freePort()
  const child: ChildProcess = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; tries < 300; tries++) {
    const ok = await fetch(`${url}/api/v1/health/ready`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) return { url, stop: () => child.pid && process.kill(-child.pid, 'SIGKILL') }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (child.pid) process.kill(-child.pid, 'SIGKILL')
  throw new Error('a node did not become ready within 60 s')
}

async function load(urls: string[]): Promise<number> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}${ROUTE}`,
        connections: Math.round(CONNECTIONS / urls.length),
        duration: DURATION_SECONDS,
        headers: { 'accept-encoding': 'gzip' },
      }),
    ),
  )
  for (const result of results)
    if (result.errors || result.non2xx)
      throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx answers`)
  return results.reduce((sum, result) => sum + result.requests.total, 0) / DURATION_SECONDS
}

export const twoNodesSuite: BenchSuite = {
  name: 'nodes',
  description: `${ROUTE} on one node, then on two nodes sharing PostgreSQL and Redis`,
  async run({ root }): Promise<Measurement[]> {
    const name = `label_bench_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: ADMIN_URL })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    const databaseUrl = new URL(ADMIN_URL)
    databaseUrl.pathname = `/${name}`
    const dataDir = await mkdtemp(join(tmpdir(), 'label-bench-nodes-'))
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }
    const nodes: { url: string; stop: () => unknown }[] = []
    try {
      nodes.push(await startNode(root, env))
      await addArtists(nodes[0]!.url)
      const one = await load([nodes[0]!.url])
      nodes.push(await startNode(root, env))
      const two = await load(nodes.map((node) => node.url))
      const subject = `${ROUTE} (${CONNECTIONS} connections, ${DURATION_SECONDS} s)`
      return [
        { subject, metric: 'one node', value: one, unit: 'req/s' },
        { subject, metric: 'two nodes', value: two, unit: 'req/s' },
        { subject, metric: 'two / one', value: two / one, unit: '', precision: 2 },
      ]
    } finally {
      for (const node of nodes) node.stop()
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
      await rm(dataDir, { recursive: true, force: true })
    }
  },
}

/** Eight artists, as the demo has, so the list is a realistic size. */
async function addArtists(url: string) {
  const login = await fetch(`${url}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  // A 1×1 PNG: the list's size comes from the text, not the image.
  const image =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=='
  for (let i = 1; i <= 8; i++) {
    const res = await fetch(`${url}/api/v1/artist/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: `Bench Artist ${i}`,
        bio: 'An artist of the label, with a biography of a few sentences. '.repeat(4),
        imageUrl: image,
      }),
    })
    if (res.status !== 201) throw new Error(`adding an artist answered ${res.status}`)
  }
}
