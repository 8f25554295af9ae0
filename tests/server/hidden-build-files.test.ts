import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '../../contract'
import { createTestApp, type TestApp } from './helpers'

/**
 * The build's bookkeeping (`dist/.vite/manifest.json`, which maps every source file to its chunk)
 * and any other dotted path are not public: a 404 envelope, neither the file nor the SPA's page.
 */

const MANIFEST = JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } })

let distDir: string
let t: TestApp

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'label-dist-'))
  await mkdir(join(distDir, 'assets'))
  await mkdir(join(distDir, '.vite'))
  await writeFile(
    join(distDir, 'index.html'),
    '<!doctype html><title>Label</title><div id="root"></div>',
  )
  await writeFile(join(distDir, 'assets', 'index-abc.js'), 'console.log("app")')
  await writeFile(join(distDir, '.vite', 'manifest.json'), MANIFEST)
  await writeFile(join(distDir, '.env'), 'SECRET=1')
  t = await createTestApp({ distDir })
})
afterAll(async () => {
  await t.close()
  await rm(distDir, { recursive: true, force: true })
})

describe('hidden build files', () => {
  it.each([
    '/.vite/manifest.json',
    '/.vite/manifest.json?x=1',
    '/.vite/',
    '/.vite/anything-else.json',
    '/%2evite/manifest.json',
    '/.env',
    '/assets/../.vite/manifest.json',
  ])('GET %s is a 404 envelope', async (url) => {
    const res = await t.app.inject({ url })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('isEntry')
    expect(res.body).not.toContain('<div id="root">')
    expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
  })

  it('HEAD /.vite/manifest.json is a 404 too', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/.vite/manifest.json' })
    expect(res.statusCode).toBe(404)
  })

  it('the public files and the pages are still served', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toContain('console.log')
    const page = await t.app.inject({ url: '/artists' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root">')
  })
})
