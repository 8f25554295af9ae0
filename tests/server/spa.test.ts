import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '../../contract'
import { artists, filmmakers, galleryItems, producers } from '../../server/db/schema'
import type { Render, RenderInput } from '../../contract/ssr'
import { createTestApp, type TestApp } from './helpers'

const THEME_SCRIPT =
  "document.documentElement.classList.toggle('dark', localStorage.getItem('theme') === 'dark')"
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title>Kigali Label</title>
    <meta name="description" content="The label's default description." />
    <!--/app-head-->
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
  <body><div id="root"><!--app-html--></div><!--app-state--><!-- ${'padding so the page is worth compressing '.repeat(40)} --></body>
</html>
`
/** What a page serves: index.html with its default share image made absolute (inject's host). */
const SERVED_HTML = INDEX_HTML.replace('"/og-image.png"', '"http://localhost:80/og-image.png"')
const themeHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`

/** The part of Vite's manifest a rendered page reads (the real one lists every chunk). */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  'src/app/routes/artists.tsx': {
    file: 'assets/artists-1.js',
    imports: ['index.html', '_site-2.js'],
  },
  '_site-2.js': { file: 'assets/site-2.js', imports: ['index.html'] },
}

let distDir: string
let t: TestApp
let withPublicUrl: TestApp
/** Serves the same SPA with a stand-in for the built render (src/entry-server.tsx). */
let rendered: TestApp
const renders: RenderInput[] = []
const fakeRender: Render = (input) => {
  renders.push(input)
  if (input.url === '/filmmakers') return Promise.reject(new Error('the render failed'))
  if (input.url === '/contacts') return Promise.resolve(undefined)
  if (input.url === '/old-page')
    return Promise.resolve({ kind: 'redirect', status: 302, location: '/founder' })
  return Promise.resolve({
    kind: 'page',
    status: input.url.startsWith('/no/') ? 404 : 200,
    html: `<main><h1>Rendered ${input.url} in ${input.language} $&amp;</h1></main>`,
    head: input.language === 'fr' ? '<title>Nos artistes</title>' : '<title>Page</title>',
    state: `<script type="application/json" id="ssr-state">{"language":"${input.language}"}</script>`,
    modules: input.url === '/artists' ? ['src/app/routes/artists.tsx'] : [],
  })
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
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\nDisallow: /admin')
  await mkdir(join(distDir, '.vite'))
  await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  t = await createTestApp({ distDir })
  withPublicUrl = await createTestApp({ distDir, env: { PUBLIC_URL: 'https://label.example/' } })
  rendered = await createTestApp({ distDir, render: fakeRender })

  for (const target of [t, withPublicUrl, rendered]) {
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
  await rendered.close()
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

describe('server rendering', () => {
  const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1]

  it('fills the slots of index.html: language, head, page and state', async () => {
    renders.length = 0
    const res = await get('/artists', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' }, rendered)
    expect(res.statusCode).toBe(200)
    expect(res.body.startsWith('<!doctype html>\n<html lang="fr">')).toBe(true)
    expect(root(res.body)).toBe('<main><h1>Rendered /artists in fr $&amp;</h1></main>')
    expect(res.body).toContain('<title>Nos artistes</title>')
    expect(res.body).not.toContain('<title>Kigali Label</title>')
    expect(res.body).toContain(
      '</div><script type="application/json" id="ssr-state">{"language":"fr"}</script>',
    )
    // The page's chunks, not the entry, named for the loader that preloads them after the
    // first paint: no request of theirs competes with it.
    expect(res.body).toContain(
      '<meta name="app-modules" content="/assets/artists-1.js /assets/site-2.js" />',
    )
    expect(res.body).not.toContain('modulepreload')
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">')
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/artists?lng=fr" />')
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="rw" href="http://localhost:80/artists?lng=rw" />',
    )
    expect(res.body).not.toContain('x-default')
    expect(res.body).not.toContain('inert')
    // One copy per language and stored choice in a shared cache, and per encoding as before.
    expect(res.headers.vary).toMatch(/accept-language, cookie/i)
    const gzipped = await get('/artists', { 'accept-encoding': 'gzip' }, rendered)
    expect(String(gzipped.headers.vary).toLowerCase()).toMatch(/accept-encoding/)
    expect(renders.map(({ url, language }) => `${language} ${url}`)).toEqual([
      'fr /artists',
      'en /artists',
    ])
  })

  it('renders in ?lng=, else the stored choice, else Accept-Language, else English', async () => {
    renders.length = 0
    const french = { 'accept-language': 'fr' }
    await get('/founder?lng=rw', { ...french, cookie: 'i18next=es' }, rendered)
    await get('/founder', { ...french, cookie: 'theme=dark; i18next=es' }, rendered)
    await get('/founder', { ...french, cookie: 'i18next=de' }, rendered)
    await get('/founder', { 'accept-language': 'de, sw;q=0.9' }, rendered)
    expect(renders.map(({ url, language }) => `${language} ${url}`)).toEqual([
      'rw /founder?lng=rw',
      'es /founder',
      'fr /founder',
      'en /founder',
    ])
  })

  it('keeps a render per language and address until the content changes', async () => {
    renders.length = 0
    const first = await get('/producers', {}, rendered)
    const second = await get('/producers', {}, rendered)
    expect(second.body).toBe(first.body)
    await get('/producers', { 'accept-language': 'es' }, rendered)
    expect(renders).toHaveLength(2)
    // A write to any of the content: every render is forgotten.
    rendered.app.invalidation.changed('music')
    await get('/producers', {}, rendered)
    expect(renders).toHaveLength(3)
  })

  it('reads the pages from the database through the reads it hands the render', async () => {
    renders.length = 0
    await get('/', {}, rendered)
    const reads = renders[0]?.reads
    expect((await reads?.artists({}))?.docs.map((artist) => artist.name)).toEqual([
      'Ama <script>alert("x")</script> & Co',
    ])
    expect((await reads?.galleryItem(ids.gallery))?.title).toBe('Studio Night')
    expect(await reads?.producer('nope')).toBeUndefined()
    expect(await reads?.filmmaker('x'.repeat(100))).toBeUndefined()
    // A track's artist by name, as the cards link it: case and outer spaces do not count.
    expect(
      await reads?.artistIds(['  AMA <script>alert("x")</script> & co ', 'Nobody', '']),
    ).toEqual({ 'ama <script>alert("x")</script> & co': ids.artist, nobody: null })
    expect(await reads?.artistIds([])).toEqual({})
  })

  it('sends /favicon.ico to the SVG icon rather than to the not-found page', async () => {
    const res = await get('/favicon.ico', {}, rendered)
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/favicon.svg')
  })

  it('answers 404 for the catch-all page and follows a redirect', async () => {
    const missing = await get('/no/such/page', {}, rendered)
    expect(missing.statusCode).toBe(404)
    expect(root(missing.body)).toContain('Rendered /no/such/page')
    const moved = await get('/old-page', {}, rendered)
    expect(moved.statusCode).toBe(302)
    expect(moved.headers.location).toBe('/founder')
  })

  it('serves the shell for /admin and /login, a failed render and a render it cannot make', async () => {
    renders.length = 0
    for (const path of ['/admin', '/admin/users/manage', '/login?mode=register']) {
      const res = await get(path, {}, rendered)
      expect(res.statusCode, path).toBe(200)
      expect(res.body, path).toBe(SERVED_HTML)
    }
    expect(renders).toEqual([])
    for (const path of ['/filmmakers', '/contacts']) {
      const res = await get(path, {}, rendered)
      expect(res.statusCode, path).toBe(200)
      expect(res.body, path).toBe(SERVED_HTML)
    }
  })

  it('keeps the share card of a rendered detail page', async () => {
    const res = await get(`/artist/${ids.artist}`, { 'accept-language': 'es' }, rendered)
    expect(res.body.startsWith('<!doctype html>\n<html lang="es">')).toBe(true)
    expect(meta(res.body, 'og:title')).toBe(
      'Ama &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co',
    )
    expect(root(res.body)).toContain(`Rendered /artist/${ids.artist} in es`)
  })
})

describe('sitemap and robots.txt', () => {
  it('lists every public page and record in the four languages, with alternates, through an index', async () => {
    const index = await get('/sitemap.xml', {}, withPublicUrl)
    expect(index.statusCode).toBe(200)
    expect(index.headers['content-type']).toMatch(/application\/xml/)
    expect(index.body).toContain('<sitemapindex')
    const base = 'https://label.example'
    const children = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '')
    // The pages, and one child per kind that has records (this database has no track).
    expect(children).toHaveLength(5)
    const bodies = await Promise.all(
      children.map(async (child) => {
        const res = await get(child.replace(base, ''), {}, withPublicUrl)
        expect(res.statusCode, child).toBe(200)
        expect(res.headers['content-type']).toMatch(/application\/xml/)
        return res.body
      }),
    )
    const body = bodies.join('')
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    for (const path of [
      '/',
      '/musics',
      `/artist/${ids.artist}`,
      `/producer/${ids.producer}`,
      `/filmmakers/${ids.filmmaker}`,
      `/gallery/${ids.gallery}`,
    ]) {
      for (const language of ['en', 'fr', 'es', 'rw'])
        expect(locs, path).toContain(`${base}${path}?lng=${language}`)
    }
    expect(locs).toHaveLength((9 + 4) * 4)
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="rw" href="${base}/artist/${ids.artist}?lng=rw"/>`,
    )
    expect(body).not.toContain('x-default')
    expect(body).not.toContain('/admin')
  })

  it('points robots.txt at the sitemap, keeping its rules', async () => {
    const res = await get('/robots.txt', {}, withPublicUrl)
    expect(res.body).toBe(
      'User-agent: *\nDisallow: /admin\nSitemap: https://label.example/sitemap.xml\n',
    )
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
