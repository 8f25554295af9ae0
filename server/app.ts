import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import compress from '@fastify/compress'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { InvalidationBus } from './cluster/invalidation'
import { connectRedis } from './cluster/redis'
import type { Database } from './db/client'
import type { Env } from './env'
import { loggerOptions } from './lib/log-redaction'
import { createBlobStore } from './media/create-store'
import { MediaStore } from './media/index'
import { mediaPlugin } from './media/plugin'
import { MEDIA_OWNERS } from './repositories/media-owners'
import { setupAuth } from './plugins/auth'
import { crossOriginSources, readBuildApiOrigin } from './plugins/build-api'
import { setupCacheControl } from './plugins/cache-control'
import { setupDocs } from './plugins/docs'
import { setupEmbed } from './plugins/embed'
import { sendFrameworkError, setupErrorHandler } from './plugins/errors'
import { setupMethodNotAllowed } from './plugins/method-not-allowed'
import { setupRateLimit } from './plugins/rate-limit'
import { setupSecurity } from './plugins/security'
import { setupSpa } from './plugins/spa'
import { setupTextGuard } from './plugins/text-guard'
import { API_PREFIX, apiRoutes } from './routes/index'
import type { Render } from '../contract/ssr'
import './types'

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url))
/** What `vite build --ssr` writes (src/entry-server.tsx). */
export const DEFAULT_RENDER_ENTRY = fileURLToPath(
  new URL('../dist-server/entry-server.js', import.meta.url),
)

/** JSON bodies are small; routes that take media raise their own `bodyLimit`. */
const DEFAULT_BODY_LIMIT = 1024 * 1024

export interface BuildAppOptions {
  env: Env
  database: Database
  /** Fastify's logger option; tests pass false. Defaults to the redacting loggerOptions(env.LOG_LEVEL). */
  logger?: FastifyServerOptions['logger']
  /** Off in tests that need bursts of requests. */
  rateLimit?: boolean
  /** The built SPA (Vite's output). Defaults to DIST_DIR, else `dist/` at the repository root. */
  distDir?: string
  /** The server's render of the public pages (./ssr/renderer.ts); main.ts loads it. */
  render?: Render
}

/**
 * The whole server, without listening: main.ts listens, tests use `app.inject`. Order matters:
 * external plugins, then ours, then routes (rate limits and OpenAPI see routes added after them),
 * then the SPA, whose not-found handler answers everything else.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options
  const distDir = options.distDir ?? env.DIST_DIR ?? DEFAULT_DIST_DIR
  // First, before anything opens: a build for another API without its media origins cannot start.
  const buildApiOrigin = readBuildApiOrigin(distDir)
  const crossOrigin = crossOriginSources(buildApiOrigin, env.MEDIA_ORIGINS)
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Our ids are UUIDs; longer params are garbage and are rejected before any handler runs.
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any hook (an address whose percent-encoding is not UTF-8,
    // such as an encoded lone surrogate) leave as the envelope too, not Fastify's own shape.
    frameworkErrors: sendFrameworkError,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The contract speaks JSON only: any other body type is a 415, not a string that fails validation.
  app.removeContentTypeParser('text/plain')

  app.decorate('env', env)
  app.decorate('database', database)
  app.decorate('db', database.db)
  const blobs = createBlobStore(env)
  app.decorate('media', new MediaStore({ blobs, db: database.db, owners: MEDIA_OWNERS }))
  app.addHook('onClose', (_instance, done) => {
    blobs.close?.()
    done()
  })
  // Shared by every node with REDIS_URL: rate-limit counters and cache invalidation.
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined
  const invalidation = new InvalidationBus()
  if (redis) await invalidation.connect(redis.client, redis.subscriber)
  app.decorate('redis', redis)
  app.decorate('invalidation', invalidation)
  app.addHook('onClose', async () => {
    await redis?.close()
  })

  setupErrorHandler(app)
  setupTextGuard(app)
  await app.register(compress, { encodings: ['br', 'gzip'] })
  setupSecurity(app, { distDir, crossOrigin })
  if (options.rateLimit ?? true) await setupRateLimit(app, redis?.client)
  setupAuth(app)
  setupCacheControl(app)
  setupMethodNotAllowed(app)
  await setupDocs(app)

  await app.register(apiRoutes, { prefix: API_PREFIX })
  await app.register(mediaPlugin, { store: app.media })
  setupEmbed(app, { distDir })
  // A build for another API shows that API's content: pages rendered from our database and our
  // share cards would show other content, so that build gets the bare pages.
  await setupSpa(app, {
    distDir,
    publicUrl: env.PUBLIC_URL,
    render: options.render,
    ownApi: buildApiOrigin === null,
  })

  return app
}
