import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestApp } from './helpers'
import {
  readObservations,
  STATUS_LOG_ENV,
  undocumentedAnswers,
  type OpenApiDocument,
} from './status-log'

/**
 * Global setup of the server tests (vite.config.ts): a directory where the test apps log their
 * answers (./status-log.ts), and at the end of the run the check that the OpenAPI document lists
 * every status they saw. A gap fails the run (exit code 1), whichever test files ran.
 */
export function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'label-statuses-'))
  // Set before the workers start, so each inherits it.
  process.env[STATUS_LOG_ENV] = dir

  return async function teardown() {
    try {
      const observations = readObservations(dir)
      if (observations.length === 0) return
      const t = await createTestApp()
      const document: OpenApiDocument = (
        await t.app.inject({ method: 'GET', url: '/api/docs/json' })
      ).json()
      await t.close()
      const problems = undocumentedAnswers(document, observations)
      if (problems.length > 0) {
        // Vitest only logs a teardown's error ("error during close"): the exit code is ours to set.
        process.exitCode = 1
        throw new Error(
          `The OpenAPI document misses statuses the server tests observed:\n  ${problems.join('\n  ')}`,
        )
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
