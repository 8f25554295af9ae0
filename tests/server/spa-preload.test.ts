import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers'

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Kigali Label</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`
/** The shape of dist/.vite/manifest.json: the entry, route chunks, shared chunks, locales. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/features/filmmakers/routes/filmmakers.tsx': {
    file: 'assets/filmmakers-f1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-parts-c1.js', '_talent-labels-t1.js'],
  },
  'src/features/artists/routes/artists.tsx': {
    file: 'assets/artists-a1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-parts-c1.js'],
  },
  'src/features/gallery/routes/gallery-item.tsx': {
    file: 'assets/gallery-item-g1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  '_card-parts-c1.js': { file: 'assets/card-parts-c1.js', imports: ['index.html', '_media-m1.js'] },
  '_media-m1.js': { file: 'assets/media-m1.js', imports: ['index.html'] },
  '_talent-labels-t1.js': { file: 'assets/talent-labels-t1.js', imports: ['_media-m1.js'] },
  'locales/en/talent.json': { file: 'assets/talent-l1.js', isDynamicEntry: true },
  'locales/en/gallery.json': { file: 'assets/gallery-l1.js', isDynamicEntry: true },
}

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
    (match) => match[1],
  )

let distDir: string
let t: TestApp

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'label-dist-preload-'))
  await mkdir(join(distDir, 'assets'))
  await mkdir(join(distDir, '.vite'))
  await writeFile(join(distDir, 'index.html'), INDEX_HTML)
  await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  t = await createTestApp({ distDir })
})

afterAll(async () => {
  await t?.close()
  await rm(distDir, { recursive: true, force: true })
})

describe('route preload hints in index.html', () => {
  it("preloads a list page's chunk, the chunks it imports and its English translations", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/filmmakers?specialization=x' })
    expect(response.statusCode).toBe(200)
    expect(hrefs(response.body)).toEqual([
      '/assets/filmmakers-f1.js',
      '/assets/card-parts-c1.js',
      '/assets/media-m1.js',
      '/assets/talent-labels-t1.js',
      '/assets/talent-l1.js',
    ])
    // In the head, after the entry script; the entry itself is not preloaded again.
    const head = response.body.slice(0, response.body.indexOf('</head>'))
    expect(head.indexOf('modulepreload')).toBeGreaterThan(head.indexOf('index-abc123.js'))
    expect(response.body.match(/index-abc123\.js/g)).toHaveLength(1)
  })

  it('preloads a detail page served through the share-preview route too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/gallery/some-unknown-id' })
    expect(response.statusCode).toBe(200)
    expect(hrefs(response.body)).toEqual(['/assets/gallery-item-g1.js', '/assets/gallery-l1.js'])
  })

  it('adds nothing to home, other pages or pages whose chunk the manifest lacks', async () => {
    for (const url of ['/', '/about', '/contact', '/musics', '/artists/extra/segment']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).not.toContain('modulepreload')
    }
  })

  it('keeps the page valid when dist/ has no manifest', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'label-dist-bare-'))
    await writeFile(join(bare, 'index.html'), INDEX_HTML)
    const app = await createTestApp({ distDir: bare })
    try {
      const response = await app.app.inject({ method: 'GET', url: '/artists' })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(INDEX_HTML)
    } finally {
      await app.close()
      await rm(bare, { recursive: true, force: true })
    }
  })
})
