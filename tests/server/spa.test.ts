import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema, IMAGE_SIZES } from '../../contract'
import { artists, filmmakers, galleryItems, producers } from '../../server/db/schema'
import type { FirstPaintRenderer } from '../../server/plugins/first-paint'
import { LIST_PAGES } from '../../server/plugins/list-preload'
import { createTestApp, type TestApp } from './helpers'

const THEME_SCRIPT =
  "document.documentElement.classList.toggle('dark', localStorage.getItem('theme') === 'dark')"
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Kigali Label</title>
    <meta name="description" content="The label's default description." />
    <meta property="og:site_name" content="Kigali Label" />
    <meta property="og:title" content="Kigali Label" />
    <meta
      property="og:description"
      content="Default share text."
    />
    <meta property="og:image" content="/og-image.png" />
    <meta name="twitter:card" content="summary_large_image" />
    <script>${THEME_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div><!-- ${'padding so the page is worth compressing '.repeat(40)} --></body>
</html>
`
/** What a page serves: index.html with its default share image made absolute (inject's host). */
const SERVED_HTML = INDEX_HTML.replace('"/og-image.png"', '"http://localhost:80/og-image.png"')
const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`

/** The part of Vite's manifest the list pages read (the real one lists every chunk). */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/features/artists/routes/artists.tsx': {
    file: 'assets/artists-1.js',
    imports: ['index.html', '_site-2.js'],
  },
  '_site-2.js': { file: 'assets/site-2.js', imports: ['index.html'] },
  'locales/en/common.json': { file: 'assets/common-3.js' },
  'locales/en/talent.json': { file: 'assets/talent-4.js' },
  'locales/fr/talent.json': { file: 'assets/talent-5.js' },
}

let distDir: string
let t: TestApp
let withPublicUrl: TestApp
/** Serves the same SPA with a stand-in for the built first-paint renderer. */
let painted: TestApp
const renders: Parameters<FirstPaintRenderer>[0][] = []
const fakeRenderer: FirstPaintRenderer = (input) => {
  renders.push(input)
  if (input.url === '/filmmakers') return Promise.reject(new Error('the render failed'))
  return Promise.resolve(`<main><h1>Painted ${input.url} $&</h1></main>`)
}
/** The same ids in both apps' databases. */
const ids = {
  artist: '11111111-1111-4111-8111-111111111111',
  producer: '22222222-2222-4222-8222-222222222222',
  filmmaker: '33333333-3333-4333-8333-333333333333',
  gallery: '44444444-4444-4444-8444-444444444444',
}

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'label-dist-'))
  await mkdir(join(distDir, 'assets'))
  await writeFile(join(distDir, 'index.html'), INDEX_HTML)
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")')
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await mkdir(join(distDir, '.vite'))
  await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  t = await createTestApp({ distDir })
  withPublicUrl = await createTestApp({ distDir, env: { PUBLIC_URL: 'https://label.example/' } })
  painted = await createTestApp({ distDir, firstPaint: fakeRenderer })

  for (const target of [t, withPublicUrl, painted]) {
    await target.db.insert(artists).values({
      id: ids.artist,
      name: 'Ama <script>alert("x")</script> & Co',
      bio: 'Sings   about\n"home" & $& the hills. '.repeat(20),
      image: '/media/portrait.webp',
      socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
    })
    await target.db.insert(producers).values({
      id: ids.producer,
      name: 'Beat Maker',
      level: 'Senior',
      bio: 'Makes beats.',
      image: '',
      genres: [],
      skills: [],
      credits: [],
      socialMedia: {
        instagram: '',
        twitter: '',
        facebook: '',
        spotify: '',
        soundCloud: '',
        youtube: '',
        appleMusic: '',
      },
    })
    await target.db.insert(filmmakers).values({
      id: ids.filmmaker,
      name: 'Reel Director',
      bio: 'Shoots videos.',
      image: 'https://cdn.example/reel.jpg',
      portfolio: [],
    })
    await target.db.insert(galleryItems).values({
      id: ids.gallery,
      title: 'Studio Night',
      description: 'Late session.',
      image: '/media/night.webp',
    })
  }
})
afterAll(async () => {
  await t.close()
  await withPublicUrl.close()
  await painted.close()
  await rm(distDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: 'GET', url, headers })
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1]

describe('serving the SPA', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toBe(SERVED_HTML)
  })

  it('serves hashed assets as immutable for a year and other files briefly', async () => {
    const asset = await get('/assets/index-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log("app")')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const icon = await get('/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('answers any other page path with index.html (200), so the SPA routes it', async () => {
    for (const path of ['/founder', '/admin/users', '/no/such/page?x=1', '/artist/unknown-id']) {
      const res = await get(path)
      expect(res.statusCode, path).toBe(200)
      expect(res.body, path).toBe(SERVED_HTML)
    }
  })

  it('answers unknown API paths, media and missing assets with a 404, not index.html', async () => {
    for (const path of [
      '/api/v1/nothing-here',
      '/api',
      '/media/missing.webp',
      '/assets/old-chunk.js',
    ]) {
      const res = await get(path)
      expect(res.statusCode, path).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
    }
    const post = await t.app.inject({ method: 'POST', url: '/musics', payload: {} })
    expect(post.statusCode).toBe(404)
  })

  it('compresses text when the client accepts it', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toBe(SERVED_HTML)
  })

  it('says how to build the SPA when dist/ is missing', async () => {
    const bare = await createTestApp()
    try {
      const res = await get('/', {}, bare)
      expect(res.statusCode).toBe(503)
      expect(res.body).toContain('npm run build')
      expect((await get('/api/v1/health', {}, bare)).statusCode).toBe(200)
    } finally {
      await bare.close()
    }
  })
})

describe('share previews (Open Graph and Twitter tags)', () => {
  it('injects escaped tags for an artist, with an absolute image from the request host', async () => {
    const res = await get(`/artist/${ids.artist}?ref=share`, { host: 'label.local:8080' })
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).not.toContain('<script>alert')
    expect(meta(html, 'og:title')).toBe(
      'Ama &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co',
    )
    expect(meta(html, 'og:type')).toBe('profile')
    expect(meta(html, 'og:url')).toBe(`http://label.local:8080/artist/${ids.artist}`)
    expect(meta(html, 'og:image')).toBe('http://label.local:8080/media/portrait.webp')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'twitter:image')).toBe('http://label.local:8080/media/portrait.webp')
    expect(meta(html, 'twitter:title')).toBe(meta(html, 'og:title'))
    const description = meta(html, 'og:description') ?? ''
    expect(description.startsWith('Sings about &quot;home&quot; &amp; $&amp; the hills.')).toBe(
      true,
    )
    const unescaped = description.replace(/&quot;/g, '"').replace(/&amp;/g, '&')
    expect(unescaped.length).toBeLessThanOrEqual(200)
    expect(unescaped.endsWith('…')).toBe(true)
    // The defaults of index.html are replaced, not duplicated.
    expect(html.match(/property="og:title"/g)).toHaveLength(1)
    expect(html.match(/name="twitter:card"/g)).toHaveLength(1)
    expect(html.match(/property="og:description"/g)).toHaveLength(1)
    expect(html).toContain('<meta property="og:site_name" content="Kigali Label" />')
    expect(html).toContain(
      '<title>Ama &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co | Kigali Label</title>',
    )
    // The inline theme script is untouched, so its CSP hash still matches.
    expect(html).toContain(`<script>${THEME_SCRIPT}</script>`)
  })

  it('uses PUBLIC_URL for absolute URLs when it is set', async () => {
    const res = await get(`/gallery/${ids.gallery}`, { host: 'internal:9999' }, withPublicUrl)
    expect(meta(res.body, 'og:url')).toBe(`https://label.example/gallery/${ids.gallery}`)
    expect(meta(res.body, 'og:image')).toBe('https://label.example/media/night.webp')
    expect(meta(res.body, 'og:title')).toBe('Studio Night')
  })

  it('covers producers and filmmakers; an entity without image gets the default share image', async () => {
    const producer = await get(`/producer/${ids.producer}`)
    expect(meta(producer.body, 'og:title')).toBe('Beat Maker')
    // No image of its own: the site's default share image, made absolute.
    expect(meta(producer.body, 'og:image')).toBe('http://localhost:80/og-image.png')
    expect(meta(producer.body, 'twitter:card')).toBe('summary_large_image')

    const filmmaker = await get(`/filmmakers/${ids.filmmaker}`)
    expect(meta(filmmaker.body, 'og:title')).toBe('Reel Director')
    expect(meta(filmmaker.body, 'og:image')).toBe('https://cdn.example/reel.jpg')
  })

  it('serves plain index.html for an unknown id', async () => {
    for (const path of [
      '/artist/nope',
      '/gallery/00000000-0000-0000-0000-000000000000',
      `/producer/${'x'.repeat(100)}`,
    ]) {
      const res = await get(path)
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(SERVED_HTML)
    }
  })
})

/** The JSON data block of a list page, parsed, and its data-url. */
function dataBlock(html: string): { url?: string; body: unknown } | undefined {
  const match =
    /<script type="application\/json" id="api-preload" data-url="([^"]*)">([\s\S]*?)<\/script>/.exec(
      html,
    )
  return match ? { url: match[1], body: JSON.parse(match[2] ?? '') as unknown } : undefined
}
const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []

describe('list pages: the list and its first image in the HTML', () => {
  it('writes the guest answer of the list call into /artists, escaped, with its first image', async () => {
    const res = await get('/artists')
    expect(res.statusCode).toBe(200)
    const api = await get('/api/v1/artist')
    expect(dataBlock(res.body)).toEqual({ url: '/api/v1/artist', body: api.json<unknown>() })
    // The artist's name holds a <script>: in the block it is \u003c, nothing HTML would parse.
    expect(res.body).not.toContain('<script>alert')
    expect(res.body).toContain('\\u003cscript>alert')
    // Not one of our stored names, so no variants: the image itself.
    expect(imagePreloads(res.body)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/media/portrait.webp" />',
    ])
    // The rest of index.html is as on any page.
    expect(res.body).toContain(`<script>${THEME_SCRIPT}</script>`)
    expect(meta(res.body, 'og:image')).toBe('http://localhost:80/og-image.png')
  })

  it("modulepreloads the page's chunks and English translations, not the entry", async () => {
    const res = await get('/artists')
    expect(res.body.match(/<link rel="modulepreload"[^>]*>/g)).toEqual(
      ['artists-1', 'site-2', 'common-3', 'talent-4'].map(
        (name) => `<link rel="modulepreload" crossorigin href="/assets/${name}.js" />`,
      ),
    )
    // Only what the manifest lists (here, of the gallery's, its common translations); other
    // pages get none.
    expect((await get('/gallery')).body.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/common-3.js" />',
    ])
    expect((await get('/founder')).body).not.toContain('modulepreload')
  })

  it('names the modules and translations the router loads for each page', async () => {
    const router = await readFile(join(process.cwd(), 'src', 'app', 'router.tsx'), 'utf8')
    for (const page of LIST_PAGES) {
      const module = page.module.replace(/^src\//, '@/').replace(/\.tsx$/, '')
      const quoted = page.namespaces.map((namespace) => `'${namespace}'`).join(', ')
      expect(router, page.path).toContain(`import('${module}'), [${quoted}])`)
    }
  })

  it("preloads a stored image with the card's own srcset and sizes", async () => {
    const hash = 'd'.repeat(64)
    await t.db.insert(filmmakers).values({
      name: 'Newest Filmmaker',
      bio: 'Just joined.',
      image: `/media/${hash}.jpg`,
      portfolio: [],
    })
    const res = await get('/filmmakers')
    const block = dataBlock(res.body)
    expect((block?.body as { name: string }[])[0]?.name).toBe('Newest Filmmaker')
    const srcset = [320, 640, 1024]
      .map((width) => `/media/${hash}-${width}.webp ${width}w`)
      .concat(`/media/${hash}.jpg 2048w`)
      .join(', ')
    expect(imagePreloads(res.body)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="/media/${hash}.jpg" imagesrcset="${srcset}" imagesizes="${IMAGE_SIZES.grid3}" />`,
    ])
  })

  it('leaves the image out of a filtered view and of a list without one; /musics has no image', async () => {
    const filtered = await get('/gallery?category=Live')
    expect(dataBlock(filtered.body)?.url).toBe('/api/v1/gallery')
    expect(imagePreloads(filtered.body)).toEqual([])
    expect(imagePreloads((await get('/gallery')).body)).toHaveLength(1)

    // The only producer has no image; the producers' list comes in its envelope.
    const producersPage = await get('/producers')
    expect(dataBlock(producersPage.body)?.body).toMatchObject({ success: true })
    expect(imagePreloads(producersPage.body)).toEqual([])

    const musics = await get('/musics')
    expect(dataBlock(musics.body)).toEqual({
      url: '/api/v1/music',
      body: (await get('/api/v1/music')).json<unknown>(),
    })
    expect(imagePreloads(musics.body)).toEqual([])
  })
})

describe('the server-rendered first paint', () => {
  const ROOT = /<div id="root">(.*?)<\/div><!--/s
  const loaderTag = (modules: string) =>
    `<script src="/first-paint.js" data-entry="/assets/index-abc123.js" data-modules="${modules}" defer></script>`

  it('paints /artists from the list it writes into the page, with the scripts after it', async () => {
    renders.length = 0
    const res = await get('/artists', { 'accept-language': 'en-GB,en;q=0.9' }, painted)
    expect(res.statusCode).toBe(200)
    expect(ROOT.exec(res.body)?.[1]).toBe(
      '<div data-first-paint inert><main><h1>Painted /artists $&</h1></main></div>',
    )
    const api = await get('/api/v1/artist', {}, painted)
    expect(renders).toEqual([
      { url: '/artists', preloaded: { url: '/api/v1/artist', body: api.body } },
    ])
    // The same data block and image preload as without it; the scripts move to the loader.
    expect(dataBlock(res.body)).toEqual({ url: '/api/v1/artist', body: api.json<unknown>() })
    expect(imagePreloads(res.body)).toHaveLength(1)
    expect(res.body).toContain(
      loaderTag('/assets/artists-1.js /assets/site-2.js /assets/common-3.js /assets/talent-4.js'),
    )
    expect(res.body).not.toContain('type="module"')
    expect(res.body).not.toContain('modulepreload')
    // One copy per language in a shared cache, and per encoding as before.
    expect(res.headers.vary).toMatch(/accept-language/i)
    const gzipped = await get('/artists', { 'accept-encoding': 'gzip' }, painted)
    expect(String(gzipped.headers.vary).toLowerCase()).toMatch(
      /accept-language.*accept-encoding|accept-encoding.*accept-language/,
    )
  })

  it('renders a page once for the same list (tests/unit/first-paint.test.ts: again when it changes)', async () => {
    renders.length = 0
    const first = await get('/producers', {}, painted)
    const second = await get('/producers', {}, painted)
    expect(renders).toHaveLength(1)
    expect(second.body).toBe(first.body)
    expect(second.body).toContain('Painted /producers')
  })

  it('paints home without data and leaves other pages alone', async () => {
    const home = await get('/', {}, painted)
    expect(ROOT.exec(home.body)?.[1]).toContain('Painted /')
    expect(home.body).toContain(loaderTag(''))
    for (const path of ['/founder', '/artist/' + ids.artist, '/login']) {
      expect((await get(path, {}, painted)).body).not.toContain('data-first-paint')
    }
  })

  it('paints nothing for another language, a filtered view or a failed render', async () => {
    const french = await get('/artists', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' }, painted)
    expect(french.body).not.toContain('data-first-paint')
    expect(french.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    )
    expect(french.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/artists-1.js" />',
    )

    const filtered = await get('/gallery?category=Live', {}, painted)
    expect(filtered.body).not.toContain('data-first-paint')
    expect(filtered.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js">',
    )

    const failed = await get('/filmmakers', {}, painted)
    expect(failed.statusCode).toBe(200)
    expect(failed.body).not.toContain('data-first-paint')
    expect(dataBlock(failed.body)?.url).toBe('/api/v1/filmmaker')
  })
})

describe('security headers', () => {
  it('sends a CSP without inline scripts except the hashed theme script, on pages and API alike', async () => {
    for (const path of ['/', '/api/v1/health']) {
      const res = await get(path)
      const csp = String(res.headers['content-security-policy'])
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc).toContain("'self'")
      expect(scriptSrc).toContain(themeHash)
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("img-src 'self' data: blob:")
      expect(csp).not.toContain('upgrade-insecure-requests')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
  })

  it('serves the API docs with their own CSP and an OpenAPI document of the routes', async () => {
    const ui = await get('/api/docs/')
    expect(ui.statusCode).toBe(200)
    expect(String(ui.headers['content-security-policy'])).toContain(
      "style-src 'self' 'unsafe-inline'",
    )
    const doc = await get('/api/docs/json')
    expect(doc.statusCode).toBe(200)
    const openapi = doc.json<{ openapi: string; paths: Record<string, unknown> }>()
    expect(openapi.openapi).toMatch(/^3\./)
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/admin/login',
        '/api/v1/admin/users/{id}/status',
      ]),
    )
    expect(Object.keys(openapi.paths).some((path) => path.startsWith('/artist/'))).toBe(false)
  })
})
