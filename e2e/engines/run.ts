import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { BASE_URL_VARIABLE, E2E_ADMIN } from '../support/settings'
import { startServer, type RunningServer } from '../support/server'
import { SmokeFailure, type Engine } from './engine'
import { entryPath, startEntryGate } from './entry-gate'
import { launchFirefox } from './firefox'
import { STEPS, type SmokeContext } from './smoke'
import { launchWebKit } from './webkit'

/**
 * The cross-engine smoke (docs/decisions/021-cross-engine-smoke.md): the journeys of smoke.ts in
 * Firefox ESR and in WebKitGTK, one after the other, against one seeded server started as the
 * e2e setup starts it (or the one at E2E_BASE_URL). `npm run test:engines` (after a build);
 * `-- firefox` or `-- webkit` runs one engine.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const ENGINES: Record<string, () => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
}
/** Every step ends well within this on a busy two-core machine; past it, something hangs. */
const STEP_BUDGET_MS = 60_000
/** A failed step's tries in all. */
const STEP_ATTEMPTS = 2

function withBudget<T>(promise: Promise<T>, what: string, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SmokeFailure(`${what} took over ${ms / 1000}s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** An error as one line: a driver's errors may carry only their name. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const detail = error.message.split('\n')[0]
  if (error instanceof SmokeFailure) return detail ?? ''
  return detail ? `${error.name}: ${detail}` : `${error.name} (no message)`
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}s`

interface EngineResult {
  passed: number
  /** Of those passed, the ones that passed only on their second try. */
  flaky: number
  skipped: number
  failures: string[]
}

async function runEngine(
  name: string,
  context: Omit<SmokeContext, 'engine'>,
): Promise<EngineResult> {
  const started = Date.now()
  const result: EngineResult = { passed: 0, flaky: 0, skipped: 0, failures: [] }
  let engine: Engine
  try {
    engine = await withBudget(ENGINES[name]!(), `starting ${name}`, STEP_BUDGET_MS)
  } catch (error) {
    return {
      ...result,
      skipped: STEPS.length,
      failures: [`[${name}] could not start: ${describe(error)}`],
    }
  }
  try {
    for (const step of STEPS) {
      if (result.failures.length > 0) {
        // The later steps build on a page in a known state: one failure is the useful one.
        result.skipped += 1
        continue
      }
      // A step that fails runs once more (each begins by loading its page), as Playwright's
      // retry does: a pass on the second try is reported as flaky, with the first try's error.
      for (let attempt = 1; attempt <= STEP_ATTEMPTS; attempt++) {
        const stepStarted = Date.now()
        try {
          await withBudget(step.run({ ...context, engine }), step.name, STEP_BUDGET_MS)
          console.log(`[engines] ${name} ✓ ${step.name} (${seconds(stepStarted)})`)
          result.passed += 1
          if (attempt > 1) result.flaky += 1
          break
        } catch (error) {
          const failure = `[${name}] step "${step.name}" failed: ${describe(error)}`
          console.log(`[engines] ${name} ✗ ${step.name} (${seconds(stepStarted)})`)
          if (attempt < STEP_ATTEMPTS) console.log(`[engines] ${failure}; trying it once more`)
          else result.failures.push(failure)
        }
      }
    }
  } finally {
    await withBudget(engine.close(), `closing ${name}`, 15_000).catch(() => undefined)
  }
  console.log(`[engines] ${name} done in ${seconds(started)}`)
  return result
}

async function main() {
  const chosen = process.argv.slice(2).filter((name) => name in ENGINES)
  const engines = chosen.length > 0 ? chosen : Object.keys(ENGINES)
  if (!existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('dist/index.html is missing: build the SPA first (`npm run build`).')

  const started = Date.now()
  const tempDir = mkdtempSync(path.join(tmpdir(), 'kigali-engines-'))
  const imageFile = path.join(tempDir, 'smoke-portrait.png')
  writeFileSync(
    imageFile,
    await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 40, g: 120, b: 200 } },
    })
      .png()
      .toBuffer(),
  )
  const external = process.env[BASE_URL_VARIABLE]
  const server: Pick<RunningServer, 'baseURL' | 'stop'> & { logFile?: string } = external
    ? { baseURL: external, stop: () => Promise.resolve() }
    : await startServer({
        root,
        dataDir: path.join(tempDir, 'data'),
        logFile: path.join(tempDir, 'server.log'),
        env: {
          SEED_DEMO: 'true',
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          LOG_LEVEL: 'warn',
        },
      })
  const gate = await startEntryGate(server.baseURL, entryPath(root))
  const results: EngineResult[] = []
  try {
    console.log(`[engines] server ready at ${server.baseURL} in ${seconds(started)}`)
    const music = (await (await fetch(`${server.baseURL}/api/v1/music`)).json()) as {
      data: { docs: { title: string; artist: string }[] }
    }
    const track = music.data.docs[0]
    if (!track) throw new Error('the seeded server lists no track')
    for (const name of engines)
      results.push(await runEngine(name, { baseURL: server.baseURL, gate, imageFile, track }))
  } finally {
    await gate.stop()
    await server.stop()
    // A failure or a flaky step keeps the server's log for whoever looks into it.
    const keepLog = results.some((result) => result.failures.length > 0 || result.flaky > 0)
    if (keepLog && server.logFile) keepServerLog(server.logFile)
    rmSync(tempDir, { recursive: true, force: true })
  }
  const failures = results.flatMap((result) => result.failures)
  const count = (key: 'passed' | 'flaky' | 'skipped') =>
    results.reduce((sum, result) => sum + result[key], 0)
  const flaky = count('flaky') > 0 ? `; ${count('flaky')} flaky, passed on the second try` : ''
  // The line scripts/test-summary.mjs reads (its first three counts).
  console.log(
    `[engines] ${count('passed')} passed, ${failures.length} failed, ${count('skipped')} skipped (${engines.join(' and ')} in ${seconds(started)}${flaky})`,
  )
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure)
    process.exitCode = 1
  }
}

/** The first place to look when a step fails: next to Playwright's results. */
function keepServerLog(logFile: string) {
  const results = path.join(root, 'test-results')
  mkdirSync(results, { recursive: true })
  copyFileSync(logFile, path.join(results, 'engines-server.log'))
  console.error(`[engines] the server's log is in test-results/engines-server.log`)
}

main().catch((error: unknown) => {
  console.error(`[engines] ${(error as Error).stack ?? String(error)}`)
  process.exitCode = 1
})
