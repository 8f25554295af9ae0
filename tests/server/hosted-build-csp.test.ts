import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { artists } from '../../server/db/schema'
import type { Render } from '../../contract/ssr'
import { createTestApp, type TestApp } from './helpers'

/**
 * The CSP served with a build pointed at another API (VITE_API_BASE_URL): vite.config.ts writes
 * the build's API origin to dist/api-origin.json, the server allows it and MEDIA_ORIGINS.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><!--app-head--><title>Kigali Label</title><!--/app-head-->
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
</head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>
`
/** A render that would show our database's content, were the server to use it. */
const render: Render = () =>
  Promise.resolve({
    kind: 'page',
    status: 200,
    html: '<p>Rendered from our database</p>',
    head: '',
    state: '',
    modules: [],
  })
const API = 'https://api.label.example'
const CLOUDINARY = 'https://res.cloudinary.com'
const CDN = 'http://media.example:8081'

const apps: TestApp[] = []
const dirs: string[] = []
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

/** A built SPA whose api-origin.json holds `apiOrigin` (undefined: no file, as older builds). */
async function buildDir(apiOriginFile?: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'label-hosted-dist-'))
  dirs.push(dir)
  await writeFile(join(dir, 'index.html'), INDEX_HTML)
  if (apiOriginFile !== undefined) await writeFile(join(dir, 'api-origin.json'), apiOriginFile)
  return dir
}

async function start(distDir: string, env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp({ distDir, env, render })
  apps.push(app)
  return app
}

/** The CSP as directive name -> its sources. */
async function cspOf(app: TestApp, url = '/'): Promise<Record<string, string[]>> {
  const res = await app.app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(200)
  return Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

describe('the CSP of a build for our own API', () => {
  it('allows only our own origin, as before, whether or not the build wrote api-origin.json', async () => {
    for (const file of [undefined, '{"apiOrigin":null}\n']) {
      const csp = await cspOf(await start(await buildDir(file)))
      expect(csp['connect-src']).toEqual(["'self'"])
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:'])
      expect(csp['media-src']).toEqual(["'self'", 'blob:', 'data:'])
    }
  })

  it('adds MEDIA_ORIGINS to img-src and media-src only, when they are set', async () => {
    const csp = await cspOf(
      await start(await buildDir('{"apiOrigin":null}'), { MEDIA_ORIGINS: CDN }),
    )
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', CDN])
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'data:', CDN])
  })
})

describe('the CSP of a build for another API', () => {
  it('allows that API in connect-src and MEDIA_ORIGINS in img-src and media-src, pages and API alike', async () => {
    const app = await start(await buildDir(JSON.stringify({ apiOrigin: API })), {
      MEDIA_ORIGINS: `${CLOUDINARY}, ${CDN}`,
    })
    for (const url of ['/', '/artists', '/api/v1/health']) {
      const csp = await cspOf(app, url)
      expect(csp['connect-src']).toEqual(["'self'", API])
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', CLOUDINARY, CDN])
      expect(csp['media-src']).toEqual(["'self'", 'blob:', 'data:', CLOUDINARY, CDN])
      expect(csp['script-src']).toEqual(["'self'"])
    }
  })

  it('serves bare pages: no render, sitemap or share card from our database, whose content the build never shows', async () => {
    const app = await start(await buildDir(JSON.stringify({ apiOrigin: API })), {
      MEDIA_ORIGINS: CLOUDINARY,
    })
    const [artist] = await app.db
      .insert(artists)
      .values({
        name: 'Our Own Artist',
        bio: 'Only in our database.',
        socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
      })
      .returning()
    for (const url of ['/artists', `/artist/${artist?.id ?? ''}`]) {
      const res = await app.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<div id="root"><!--app-html--></div>')
      expect(res.body).not.toContain('Rendered from our database')
      expect(res.body).not.toContain('Our Own Artist')
    }
    const sitemap = await app.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(sitemap.body).not.toMatch(/<urlset|<sitemapindex/)
  })

  it('refuses to start without MEDIA_ORIGINS, naming the API and the variable', async () => {
    const distDir = await buildDir(JSON.stringify({ apiOrigin: API }))
    await expect(createTestApp({ distDir })).rejects.toThrow(
      `The built SPA calls the API at ${API}, another origin. Set MEDIA_ORIGINS`,
    )
  })

  it('refuses to start on an api-origin.json it cannot read as an origin', async () => {
    for (const file of ['not json', '{"apiOrigin":"https://api.label.example/api/v1"}', '{}']) {
      const distDir = await buildDir(file)
      await expect(createTestApp({ distDir, env: { MEDIA_ORIGINS: CLOUDINARY } })).rejects.toThrow(
        /api-origin\.json must hold \{"apiOrigin": null\} or \{"apiOrigin": "<http\(s\) origin>"\}: rebuild the SPA/,
      )
    }
  })
})
