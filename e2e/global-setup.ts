import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BASE_URL_VARIABLE, E2E_ADMIN } from './support/settings'
import { startServer } from './support/server'
import { SESSIONS_VARIABLE, createSharedSessions } from './support/sessions'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Starts the real server against the built SPA with a fresh, seeded data directory, and hands
 * its URL and one admin and one listener session to the workers through the environment (they
 * inherit it). Returns the teardown.
 * With E2E_BASE_URL already set, the tests run against that server instead.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const external = process.env[BASE_URL_VARIABLE]
  if (external) {
    console.log(`[e2e] using the server at ${external}`)
    process.env[SESSIONS_VARIABLE] = JSON.stringify(await createSharedSessions(external))
    return undefined
  }
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: build the SPA first (`npm run test:e2e` does).')
  }

  const tempDir = mkdtempSync(path.join(tmpdir(), 'kigali-e2e-'))
  const started = Date.now()
  const server = await startServer({
    root,
    dataDir: path.join(tempDir, 'data'),
    logFile: path.join(tempDir, 'server.log'),
    env: {
      SEED_DEMO: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    },
  }).catch((error: unknown) => {
    rmSync(tempDir, { recursive: true, force: true })
    throw error
  })
  console.log(
    `[e2e] server ready at ${server.baseURL} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  )
  process.env[BASE_URL_VARIABLE] = server.baseURL
  try {
    process.env[SESSIONS_VARIABLE] = JSON.stringify(await createSharedSessions(server.baseURL))
  } catch (error) {
    await server.stop()
    rmSync(tempDir, { recursive: true, force: true })
    throw error
  }

  return async () => {
    await server.stop()
    // Keep the server's log next to the test results: the first place to look when a spec fails.
    const results = path.join(root, 'test-results')
    mkdirSync(results, { recursive: true })
    copyFileSync(server.logFile, path.join(results, 'e2e-server.log'))
    rmSync(tempDir, { recursive: true, force: true })
  }
}
