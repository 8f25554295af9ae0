import { request } from 'node:http'
import pg from 'pg'
import { Redis } from 'ioredis'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createServerData,
  httpRequest,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from '../resilience/support'
import { startS3, type TestS3 } from '../support/s3-server'

/**
 * Two server processes on two ports share one PostgreSQL database, one Redis and one media
 * bucket (an S3-compatible server started by the test), as two nodes behind a load balancer
 * would (docs/deploy.md). It needs PostgreSQL and
 * Redis: TEST_DATABASE_URL or PostgreSQL on 127.0.0.1:5432, and TEST_REDIS_URL or Redis on
 * 127.0.0.1:6379; where either does not answer, it says so and skips.
 */

const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-admin-1' }

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check()
    return true
  } catch {
    return false
  }
}
const postgresAnswers = await answers(async () => {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1000 })
  await client.connect()
  await client.end()
})
const redisAnswers = await answers(async () => {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
  })
  await redis.connect()
  redis.disconnect()
})
const missing = [
  !postgresAnswers && `PostgreSQL (${POSTGRES_URL})`,
  !redisAnswers && `Redis (${REDIS_URL})`,
]
  .filter(Boolean)
  .join(' and ')
if (missing) console.log(`[cluster] two-node test skipped: ${missing} does not answer`)

const png = async (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer()

describe.skipIf(Boolean(missing))('two nodes sharing PostgreSQL, Redis and the media store', () => {
  let data: ServerData
  let s3: TestS3
  let a: ServerProcess
  let b: ServerProcess
  let token: string
  const env = () => ({
    DATABASE_URL: data.databaseUrl ?? '',
    REDIS_URL,
    ...s3.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  })

  beforeAll(async () => {
    data = await createServerData(POSTGRES_URL)
    s3 = await startS3()
    expect(data.driver).toBe('postgres')
    // Counters left by an earlier run (within their one-minute window) would spoil the limit test.
    await clearRateLimits()
    // One after the other: the first applies the migrations and creates the admin.
    a = await startServerProcess(data, { env: env() })
    b = await startServerProcess(data, { env: env() })
    const login = await httpRequest(a.baseURL, {
      method: 'POST',
      path: '/api/v1/admin/login',
      body: ADMIN,
    })
    expect(login.status).toBe(200)
    token = (login.body as { token: string }).token
  }, 120_000)

  afterAll(async () => {
    await a?.kill('SIGKILL')
    await b?.kill('SIGKILL')
    await data?.dispose()
    await s3?.close()
  })

  it('are both ready, with Redis', async () => {
    for (const node of [a, b]) {
      const ready = await httpRequest(node.baseURL, { path: '/api/v1/health/ready' })
      expect(ready.status, node.logTail()).toBe(200)
      expect(ready.body).toMatchObject({ checks: { database: 'ok', redis: 'ok', media: 'ok' } })
    }
  })

  it('accept on node B a token issued by node A', async () => {
    const users = await httpRequest(b.baseURL, { path: '/api/v1/admin/users', token })
    expect(users.status).toBe(200)
  })

  it("show a write made on A in B's guest list within 200 ms", async () => {
    // B caches its guest list first; without a shared invalidation it would keep it for 2 s.
    const before = await httpRequest(b.baseURL, { path: '/api/v1/artist' })
    expect(before.status).toBe(200)
    const image = `data:image/png;base64,${(await png('#aa3366')).toString('base64')}`
    const created = await httpRequest(a.baseURL, {
      method: 'POST',
      path: '/api/v1/artist/add',
      token,
      body: { name: 'Node A Artist', bio: 'Made on A.', imageUrl: image },
    })
    expect(created.status).toBe(201)
    const acknowledged = performance.now()
    let seenAfter = Number.POSITIVE_INFINITY
    while (performance.now() - acknowledged < 2000) {
      const list = await httpRequest(b.baseURL, { path: '/api/v1/artist' })
      if ((list.body as { name: string }[]).some((artist) => artist.name === 'Node A Artist')) {
        seenAfter = performance.now() - acknowledged
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    console.log(`[cluster] a write on A showed in B's guest list after ${seenAfter.toFixed(0)} ms`)
    expect(seenAfter).toBeLessThan(200)
  })

  it('serve on B, with Range, an image uploaded through A', async () => {
    const bytes = await png('#33aa66')
    const created = await httpRequest(a.baseURL, {
      method: 'POST',
      path: '/api/v1/artist/add',
      token,
      body: {
        name: 'Pictured',
        bio: 'B.',
        imageUrl: `data:image/png;base64,${bytes.toString('base64')}`,
      },
    })
    expect(created.status).toBe(201)
    const url = (created.body as { data: { imageUrl: string } }).data.imageUrl
    const whole = await getBytes(`${b.baseURL}${url}`)
    expect(whole.status).toBe(200)
    const part = await getBytes(`${b.baseURL}${url}`, { range: 'bytes=0-15' })
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-15/${whole.body.length}`)
    expect(part.body).toEqual(whole.body.subarray(0, 16))
  })

  it('count sign-in attempts made on both nodes against one limit', async () => {
    // 10 a minute per address: 6 on A and 5 on B make 11, so the last is refused.
    await clearRateLimits()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const node = attempt % 2 === 0 ? a : b
      const res = await httpRequest(node.baseURL, {
        method: 'POST',
        path: '/api/v1/admin/login',
        body: { email: `nobody-${attempt}@example.com`, password: 'wrong-password' },
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('finish an upload in flight when SIGTERM arrives, then exit 0', async () => {
    const c = await startServerProcess(data, { env: env() })
    const bytes = await png('#3366aa')
    const body = JSON.stringify({
      name: 'Uploaded During Shutdown',
      bio: 'Sent in two halves around a SIGTERM.',
      imageUrl: `data:image/png;base64,${bytes.toString('base64')}`,
    })
    const answer = slowPost(`${c.baseURL}/api/v1/artist/add`, token, body, async () => {
      exited = c.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 300))
    })
    let exited: Promise<number | null> | undefined
    const res = await answer
    expect(res.status).toBe(201)
    expect(JSON.parse(res.text)).toMatchObject({ success: true })
    expect(await exited).toBe(0)
    // B still sees it: the upload was committed, not lost with the node.
    const list = await httpRequest(b.baseURL, { path: '/api/v1/artist' })
    expect((list.body as { name: string }[]).map((artist) => artist.name)).toContain(
      'Uploaded During Shutdown',
    )
  })

  it('keep B serving, with no error, after A is killed', async () => {
    await a.kill('SIGKILL')
    for (let i = 0; i < 20; i++) {
      const list = await httpRequest(b.baseURL, { path: '/api/v1/artist' })
      expect(list.status).toBe(200)
    }
    expect((await httpRequest(b.baseURL, { path: '/api/v1/health/ready' })).status).toBe(200)
    expect((await httpRequest(b.baseURL, { path: '/api/v1/admin/users', token })).status).toBe(200)
  })
})

async function clearRateLimits() {
  const redis = new Redis(REDIS_URL)
  const keys = await redis.keys('label:rate-limit:*')
  if (keys.length) await redis.del(...keys)
  await redis.quit()
}

function getBytes(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      })
        .on('error', reject)
        .end()
    },
  )
}

/** Sends half the body, runs `between` (the SIGTERM), then the rest; resolves with the answer. */
function slowPost(url: string, token: string, body: string, between: () => Promise<void>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    const half = Math.floor(body.length / 2)
    req.write(body.slice(0, half), () => {
      // Let the server read the first half before the signal arrives.
      setTimeout(() => {
        between().then(
          () => req.end(body.slice(half)),
          (error: unknown) => reject(error as Error),
        )
      }, 200)
    })
  })
}
