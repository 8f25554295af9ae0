import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { createDatabase } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import { loggerOptions } from '../../server/lib/log-redaction'
import { createTestApp, type TestApp } from './helpers'

/**
 * The logs never carry a secret: password hashes, tokens, data URLs, query values.
 */

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

// ---------------------------------------------------------------------------------------------

describe('logs', () => {
  it('never carry a password hash, a token, a data URL or a query value', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const env = loadEnv({ DATA_DIR: t.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' })
    const database = await createDatabase({ dataDir: 'memory://' })
    const app = await buildApp({
      env,
      database,
      rateLimit: false,
      distDir: t.dataDir,
      logger: { ...loggerOptions('info'), stream },
    })
    try {
      await app.ready()
      // A failed insert: the users table refuses every row, so registering answers a 5xx whose
      // error (with Drizzle's "params:", the new password hash among them) goes to the log.
      await database.db.execute('alter table users add constraint no_one check (false)')
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/create?token=secret-query-value&plain',
        payload: { username: 'Ann', email: 'ann-logs@example.com', password: 'password123' },
      })
      expect(res.statusCode).toBe(500)
      expect(res.body).not.toContain('scrypt')
      const log = lines.join('')
      expect(log).toContain('unhandled error')
      expect(log).toContain('params: [redacted]')
      expect(log).not.toMatch(/scrypt\$\d/)
      expect(log).not.toContain('password123')
      expect(log).not.toContain('secret-query-value')
      expect(log).toContain('token=[redacted]&plain')
    } finally {
      await app.close()
      await database.close()
    }
  })
})
