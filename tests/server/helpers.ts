import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import type { User } from '../../contract'
import { buildApp, type BuildAppOptions } from '../../server/app'
import { createDatabase, type Database, type Db } from '../../server/db/client'
import { loadEnv, type Env } from '../../server/env'
import { hashPassword } from '../../server/auth/password'
import { createSession } from '../../server/repositories/sessions'
import { insertUser, toUser } from '../../server/repositories/users'
import { recordStatuses } from './status-log'
import { PGLITE_TEMPLATE_ENV } from './pglite-template'

/**
 * Server test helpers. Each `createTestApp()` gets its own empty, migrated database and its own
 * DATA_DIR, so test files run in parallel without seeing each other:
 *
 *   let t: TestApp
 *   beforeAll(async () => { t = await createTestApp() })
 *   afterAll(() => t.close())
 *
 *   it('lists users for an admin', async () => {
 *     const { token } = await createUser(t.app, { admin: true })
 *     const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: authHeader(token) })
 *     expect(res.statusCode).toBe(200)
 *   })
 *
 * The database is PGlite in memory, or, when TEST_DATABASE_URL is set (a PostgreSQL URL whose
 * user may create databases), a freshly created PostgreSQL database that close() drops.
 */

export interface TestAppOptions {
  /** Rate limits are off by default, so tests can send bursts; pass true to test them. */
  rateLimit?: boolean
  /** A built SPA to serve; by default none (non-API paths then answer 503 "not built"). */
  distDir?: string
  /** Environment overrides, as strings, as they would come from process.env. */
  env?: Record<string, string>
  /** The server's render of the public pages; by default none, as without a build. */
  render?: BuildAppOptions['render']
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  db: Db
  env: Env
  /** The temporary DATA_DIR (media files land in `${dataDir}/media`). */
  dataDir: string
  /** Closes the app and the database, drops a PostgreSQL test database, deletes DATA_DIR. */
  close(): Promise<void>
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'label-test-'))
  const env = loadEnv({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...options.env,
  })
  const testDatabase = await openTestDatabase()
  const app = await buildApp({
    env,
    database: testDatabase.database,
    logger: false,
    rateLimit: options.rateLimit ?? false,
    distDir: options.distDir ?? join(dataDir, 'no-dist'),
    render: options.render,
  }).catch(async (error: unknown) => {
    // A refused start (tests of a bad build or environment) leaves no database or directory.
    await testDatabase.dispose()
    await rm(dataDir, { recursive: true, force: true })
    throw error
  })
  recordStatuses(app)
  await app.ready()

  let isClosed = false
  return {
    app,
    database: testDatabase.database,
    db: testDatabase.database.db,
    env,
    dataDir,
    async close() {
      if (isClosed) return
      isClosed = true
      await app.close()
      await testDatabase.dispose()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

let template: Promise<Blob | undefined> | undefined

/** The migrated PGlite data directory the global setup wrote (./pglite-template.global.ts). */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_ENV]
  if (!file) return Promise.resolve(undefined)
  template ??= readFile(file).then((bytes) => new Blob([bytes]))
  return template
}

async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    const database = await createDatabase({
      dataDir: 'memory://',
      template: await pgliteTemplate(),
    })
    return { database, dispose: () => database.close().catch(() => undefined) }
  }

  // A database per test app: migrations and data never collide between parallel test files.
  const scratch = await createPostgresDatabase(adminUrl)
  const database = await createDatabase({ databaseUrl: scratch.url, dataDir: '' })
  return {
    database,
    async dispose() {
      await database.close().catch(() => undefined)
      await scratch.drop()
    },
  }
}

/**
 * A new, empty PostgreSQL database on the server of `adminUrl` (whose user may create databases):
 * its URL, and `drop()`, which removes it even while clients are still connected.
 */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `label_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  }
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

let userCount = 0

export interface CreateUserOptions {
  admin?: boolean
  email?: string
  username?: string
  /** Default 'password123'. */
  password?: string
  rememberMe?: boolean
}

/**
 * Inserts an account straight into the database (no HTTP, no rate limit) and signs it in.
 * Returns the contract's user, a bearer token for it, and its password.
 */
export async function createUser(
  app: FastifyInstance,
  options: CreateUserOptions = {},
): Promise<{ user: User; token: string; password: string }> {
  userCount += 1
  const suffix = `${userCount}-${randomBytes(3).toString('hex')}`
  const password = options.password ?? 'password123'
  const row = await insertUser(app.db, {
    username: options.username ?? `Test ${options.admin ? 'Admin' : 'Listener'} ${suffix}`,
    email: options.email ?? `${options.admin ? 'admin' : 'listener'}-${suffix}@example.com`,
    passwordHash: await hashPassword(password),
    userType: options.admin ? 'admin' : 'user',
  })
  if (!row) throw new Error('createUser: that e-mail is already taken')
  const { token } = await createSession(app.db, row.id, { rememberMe: options.rememberMe })
  return { user: toUser(row), token, password }
}

/** `headers` for app.inject: `{ authorization: 'Bearer <token>' }`. */
export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` })
