import { Agent } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertContent } from '../../../server/seed/content'
import { createRandom } from '../../../server/seed/random'
import {
  createServerData,
  httpRequest,
  quantile,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from './support'

/**
 * Load: 100 clients at once, each reading the public pages' API calls one after the other (lists,
 * details, health) for 20 s, against the real server in its own process on the demo catalogue
 * (files aside). No request may fail: every answer is a 200, none is cut or late.
 */

const CLIENTS = 100
const DURATION_MS = 20_000
/**
 * A request still unanswered after this counts as failed. The SPA's client sets no timeout; this
 * bounds the test on a machine whose cores other jobs share (the latency figures show the rest).
 */
const ANSWER_WITHIN_MS = 30_000
/** What a browser sends. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

let data: ServerData
let server: ServerProcess | undefined
let paths: string[]

beforeAll(async () => {
  data = await createServerData()
  const database = await data.open()
  try {
    const content = await insertContent(
      database.db,
      { artists: [], producers: [], filmmakers: [], gallery: [], covers: [], audio: [] },
      new Date(),
      createRandom(7),
    )
    // What the public pages ask for: each list, each detail, and the health check.
    paths = [
      '/api/v1/health',
      '/api/v1/artist',
      '/api/v1/producer',
      '/api/v1/filmmaker',
      '/api/v1/gallery',
      '/api/v1/music',
      ...content.artistIds.map(({ id }) => `/api/v1/artist/${id}`),
      ...content.producerIds.map(({ id }) => `/api/v1/producer/${id}`),
      ...content.filmmakerIds.map(({ id }) => `/api/v1/filmmaker/${id}`),
      ...content.gallery.map(({ id }) => `/api/v1/gallery/${id}`),
    ]
  } finally {
    await database.close()
  }
  server = await startServerProcess(data)
  // One visit to every path first, so the figures measure a warm server, not its first compiles.
  for (const path of paths) await httpRequest(server.baseURL, { path, headers: HEADERS })
})
afterAll(async () => {
  await server?.kill('SIGTERM')
  await data.dispose()
})

describe(`${CLIENTS} concurrent clients reading the public API for ${DURATION_MS / 1000} s`, () => {
  it(
    'get no error',
    async () => {
      const { baseURL } = server!
      const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS })
      const latencies: number[] = []
      let requests = 0
      const failures = new Map<string, number>()
      const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1)
      const started = performance.now()
      const deadline = started + DURATION_MS

      const client = async (index: number) => {
        // Each client walks the pages from its own starting point, as visitors do.
        for (let step = index; performance.now() < deadline; step += 1) {
          const path = paths[step % paths.length]!
          requests += 1
          try {
            const answer = await httpRequest(baseURL, {
              path,
              agent,
              headers: HEADERS,
              timeoutMs: ANSWER_WITHIN_MS,
            })
            latencies.push(answer.ms)
            if (answer.status !== 200)
              fail(`${answer.status} ${path.replace(/[0-9a-f-]{36}$/, ':id')}`)
          } catch (error) {
            fail(`${(error as Error).message} ${path}`)
          }
        }
      }
      await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))
      const elapsed = (performance.now() - started) / 1000
      agent.destroy()

      const errors = [...failures.values()].reduce((sum, n) => sum + n, 0)
      const ms = (q: number) => quantile(latencies, q).toFixed(1)
      console.log(
        `[resilience] load (${data.driver}): ${CLIENTS} clients, ${elapsed.toFixed(1)} s, ` +
          `${requests} requests (${Math.round(requests / elapsed)}/s) over ${paths.length} paths, ` +
          `${errors} errors; latency p50 ${ms(0.5)} ms, p95 ${ms(0.95)} ms, p99 ${ms(0.99)} ms, ` +
          `max ${ms(1)} ms`,
      )
      expect(Object.fromEntries(failures)).toEqual({})
      expect(latencies.length).toBeGreaterThan(CLIENTS)
    },
    DURATION_MS + 30_000,
  )
})
