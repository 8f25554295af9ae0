import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, DEFAULT_RENDER_ENTRY } from './app'
import { createDatabase, type Database, type Db } from './db/client'
import { EnvError, loadEnv, type Env } from './env'
import { BuildApiError } from './plugins/build-api'
import { loadRenderer } from './ssr/renderer'
import { ensureUser } from './repositories/users'
import { backfillPeaks } from './waveform/track-peaks'

/**
 * `npm start`: env -> database (migrations) -> first admin -> demo content and listener -> listen.
 * Every step is idempotent: a restart finds what the last start created and adds nothing.
 */

function fail(message: string): never {
  console.error(`\n${message}\n`)
  process.exit(1)
}

function printDemoAdminBanner(env: Env) {
  const line = '='.repeat(68)
  console.warn(
    [
      line,
      '  DEMO ADMIN ACCOUNT (ADMIN_EMAIL / ADMIN_PASSWORD are not set)',
      `    e-mail:   ${env.ADMIN_EMAIL}`,
      `    password: ${env.ADMIN_PASSWORD}`,
      '  Anyone who reads this can sign in as admin: set both variables',
      '  before exposing this server (see .env.example).',
      line,
    ].join('\n'),
  )
}

async function ensureAdmin(env: Env, db: Db) {
  const admin = await ensureUser(db, {
    username: 'Admin',
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    userType: 'admin',
  })
  if (admin.user.userType !== 'admin') {
    console.warn(
      `ADMIN_EMAIL ${env.ADMIN_EMAIL} belongs to an existing listener account; it was not promoted.`,
    )
  }
}

/**
 * Demo content on an empty database, then the demo listener. The seed creates that listener with
 * a year of plays and likes; ensuring it afterwards only matters for a database whose content came
 * from elsewhere.
 */
async function seedDemoContent(app: FastifyInstance) {
  // Loaded only with SEED_DEMO: production starts never load the synthesizers.
  const { DEMO_LISTENER, hasContent, seedDemo } = await import('./seed/index')
  if (!(await hasContent(app.db))) {
    app.log.info('Empty database: seeding demo content (first start only)...')
    await seedDemo({ db: app.db, media: app.media, log: (message) => app.log.info(message) })
  }
  await ensureUser(app.db, { ...DEMO_LISTENER, userType: 'user' })
}

/**
 * Graceful shutdown. On SIGTERM (or Ctrl+C) the node stops accepting connections, answers 503 to
 * new requests on open ones (so a load balancer drains it), lets requests in flight finish (an
 * upload included) for up to SHUTDOWN_GRACE_MS, closes Redis and the database pool, and exits 0.
 * Past the grace period the remaining connections are cut. A second Ctrl+C stops at once; a
 * repeated SIGTERM (a process manager signalling the whole process group while tsx also relays
 * it) changes nothing, so it cannot cut the uploads the first one let finish.
 */
function handleShutdown(app: FastifyInstance, database: Database, graceMs: number) {
  let isClosing = false
  const shutdown = (signal: string) => {
    if (isClosing) {
      if (signal === 'SIGINT') process.exit(1) // A second Ctrl+C: stop waiting.
      return
    }
    isClosing = true
    app.log.info(`${signal} received: finishing requests in flight, then closing`)
    const grace = setTimeout(() => {
      app.log.warn(`requests still open after ${graceMs} ms: closing their connections`)
      app.server.closeAllConnections()
    }, graceMs)
    grace.unref()
    app
      .close()
      .then(() => clearTimeout(grace))
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error)
        process.exit(1)
      })
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

async function main() {
  // A .env file beside package.json is read if present; variables already set win over it.
  if (existsSync('.env')) process.loadEnvFile('.env')
  let env: Env
  try {
    env = loadEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError)
      fail(`${error.message}\n\nFix these variables (see .env.example) and start again.`)
    throw error
  }

  const database = await createDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, 'db'),
  }).catch((error: unknown) => {
    const where = env.DATABASE_URL
      ? 'the PostgreSQL server of DATABASE_URL'
      : `the embedded database in ${env.DATA_DIR}/db`
    fail(
      `Could not open ${where}: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`,
    )
  })

  await ensureAdmin(env, database.db)
  // A broken or missing server render costs speed only: the pages render in the browser.
  const render = await loadRenderer(DEFAULT_RENDER_ENTRY).catch((error: unknown) => {
    console.warn('Server rendering is off:', error)
    return undefined
  })
  const app = await buildApp({ env, database, render }).catch((error: unknown) => {
    if (error instanceof BuildApiError) fail(error.message)
    throw error
  })
  handleShutdown(app, database, env.SHUTDOWN_GRACE_MS)
  if (env.SEED_DEMO) await seedDemoContent(app)

  await app.listen({ host: env.HOST, port: env.PORT }).catch((error: unknown) => {
    const code = (error as { code?: string }).code
    if (code === 'EADDRINUSE') fail(`Port ${env.PORT} is already in use. Set PORT to a free port.`)
    throw error
  })
  // Waveforms of tracks stored before waveforms existed, in the background: the site is up meanwhile.
  backfillPeaks(app, { shouldStop: () => !app.server.listening }).catch((error: unknown) =>
    app.log.warn({ err: error }, 'waveform backfill stopped'),
  )
  // Printed last, so the demo credentials are not scrolled away by the start-up log.
  if (env.isDemoAdmin) printDemoAdminBanner(env)
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  console.log(`\n  Label site ready: ${env.PUBLIC_URL ?? `http://${shownHost}:${env.PORT}`}`)
  console.log(`  API docs:         http://${shownHost}:${env.PORT}/api/docs\n`)
}

await main()
