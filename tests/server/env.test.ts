import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { EnvError, loadEnv } from '../../server/env'

const problemsOf = (source: Record<string, string>) => {
  try {
    loadEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
  throw new Error('expected an EnvError')
}

describe('loadEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      ADMIN_EMAIL: 'admin@example.com',
      SEED_DEMO: true,
      LOG_LEVEL: 'info',
      isDemoAdmin: true,
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PUBLIC_URL).toBeUndefined()
  })

  it('names PORT and the bad value when PORT is not a port', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "abc")',
    ])
    for (const port of ['0', '65536', '80.5', '-1'])
      expect(problemsOf({ PORT: port })[0]).toMatch(/^PORT /)
    expect(loadEnv({ PORT: '3000' }).PORT).toBe(3000)
  })

  it('lists every bad variable at once, and never echoes a secret', () => {
    const problems = problemsOf({
      PORT: 'x',
      SEED_DEMO: 'maybe',
      DATABASE_URL: 'mysql://root:hunter2@db/x',
      ADMIN_PASSWORD: 'short',
      PUBLIC_URL: 'label.example',
      LOG_LEVEL: 'loud',
    })
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'SEED_DEMO',
      'PUBLIC_URL',
      'LOG_LEVEL',
    ])
    expect(problems.join('\n')).not.toMatch(/hunter2|short"/)
  })

  it('reads SEED_DEMO as true/false/1/0, treats empty values as unset, trims PUBLIC_URL', () => {
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false)
    expect(loadEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false)
    expect(loadEnv({ SEED_DEMO: 'TRUE' }).SEED_DEMO).toBe(true)
    expect(loadEnv({ SEED_DEMO: '1' }).SEED_DEMO).toBe(true)
    expect(loadEnv({ PORT: '', SEED_DEMO: '' })).toMatchObject({ PORT: 8080, SEED_DEMO: true })
    expect(loadEnv({ PUBLIC_URL: 'https://label.example/' }).PUBLIC_URL).toBe(
      'https://label.example',
    )
  })

  it('knows when the admin comes from the environment rather than the demo defaults', () => {
    const env = loadEnv({ ADMIN_EMAIL: 'Boss@Label.example', ADMIN_PASSWORD: 'long-enough-secret' })
    expect(env).toMatchObject({ ADMIN_EMAIL: 'boss@label.example', isDemoAdmin: false })
    expect(loadEnv({ ADMIN_EMAIL: 'boss@label.example' }).isDemoAdmin).toBe(true)
  })

  it('reads MEDIA_ORIGINS as a list of origins, and names it when one is not an origin', () => {
    expect(loadEnv({}).MEDIA_ORIGINS).toEqual([])
    expect(
      loadEnv({ MEDIA_ORIGINS: 'https://res.cloudinary.com, http://127.0.0.1:9000' }).MEDIA_ORIGINS,
    ).toEqual(['https://res.cloudinary.com', 'http://127.0.0.1:9000'])
    for (const bad of [
      'res.cloudinary.com',
      'https://res.cloudinary.com/',
      'https://res.cloudinary.com/label/image',
      'ftp://files.example',
      'https://a.example,,https://b.example',
    ]) {
      expect(problemsOf({ MEDIA_ORIGINS: bad })).toEqual([
        `MEDIA_ORIGINS must be comma-separated http:// or https:// origins, without a path (such as https://res.cloudinary.com) (got ${JSON.stringify(bad)})`,
      ])
    }
  })
})

describe('starting the server with a bad variable', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))

  it('exits 1 with a message naming the variable and no stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc', DATA_DIR: '/nonexistent-never-created' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PORT must be a whole number between 1 and 65535 (got "abc")')
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  it('refuses to start on a MEDIA_ORIGINS entry that is not an origin, naming the variable', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'label-env-'))
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        MEDIA_ORIGINS: 'https://res.cloudinary.com/label',
        // Were the variable accepted, the server would start: on a loopback port, in a temp dir.
        HOST: '127.0.0.1',
        PORT: '1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    rmSync(dataDir, { recursive: true, force: true })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'MEDIA_ORIGINS must be comma-separated http:// or https:// origins, without a path',
    )
    expect(result.stderr).toContain('"https://res.cloudinary.com/label"')
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })
})
