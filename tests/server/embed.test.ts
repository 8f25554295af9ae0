import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBED_SIZE, ErrorEnvelopeSchema, OEmbedSchema } from '../../contract'
import { artists, musicTracks } from '../../server/db/schema'
import { insertTrack } from '../../server/repositories/music'
import { createTestApp, type TestApp } from './helpers'

/**
 * The embeddable player's server side (issue 19): oEmbed answers, the track page's share tags
 * (twitter:player, oEmbed discovery) and the framing exception of `/embed/music/:id`.
 */

const SITE = 'https://label.example'
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Inganzo Records</title>
    <meta name="description" content="The label." />
    <meta property="og:site_name" content="Inganzo Records" />
    <meta property="og:title" content="Inganzo Records" />
    <meta property="og:image" content="/og-image.png" />
    <meta name="twitter:card" content="summary_large_image" />
  </head>
  <body><div id="root"></div></body>
</html>
`
const EMBED_SCRIPT = 'document.documentElement.dataset.embed = "1"'
const EMBED_HTML = `<!doctype html><html><head><script>${EMBED_SCRIPT}</script></head><body><div id="player"></div></body></html>`

let distDir: string
let t: TestApp
/** The same server without dist/embed.html. */
let bare: TestApp
const ids = { track: '', inactive: '', solo: '', artist: '55555555-5555-4555-8555-555555555555' }

async function coverUrl(t: TestApp): Promise<string> {
  const png = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#c33' },
  })
    .png()
    .toBuffer()
  return (await t.app.media.saveBuffer(png, 'image')).url
}

async function seedTracks(t: TestApp) {
  await t.db.insert(artists).values({
    id: ids.artist,
    name: 'Aline Uwase',
    socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
  })
  const base = {
    artist: 'aline uwase',
    album: 'City Lights',
    genre: 'Afrobeat',
    duration: 200,
    audioUrl: '/media/x.mp3',
    tags: [],
    coverImageUrl: await coverUrl(t),
  }
  ids.track = (await insertTrack(t.db, { ...base, title: 'Kigali "Nights" <live>' })).id
  ids.inactive = (await insertTrack(t.db, { ...base, title: 'Hidden', isActive: false })).id
  ids.solo = (
    await insertTrack(t.db, { ...base, title: 'Solo', artist: 'Nobody Known', coverImageUrl: '' })
  ).id
}

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'label-embed-'))
  await writeFile(join(distDir, 'index.html'), INDEX_HTML)
  await writeFile(join(distDir, 'embed.html'), EMBED_HTML)
  t = await createTestApp({ distDir, env: { PUBLIC_URL: SITE } })
  await seedTracks(t)
  const bareDist = join(distDir, 'without-embed')
  await mkdir(bareDist)
  await writeFile(join(bareDist, 'index.html'), INDEX_HTML)
  bare = await createTestApp({ distDir: bareDist })
})

afterAll(async () => {
  await t.close()
  await bare?.close()
  await rm(distDir, { recursive: true, force: true })
})

const oembed = (query: string, app: TestApp = t) =>
  app.app.inject({ method: 'GET', url: `/api/v1/oembed?${query}` })
const pageUrl = (id: string) => encodeURIComponent(`${SITE}/musics/${id}`)

/** The fields oEmbed 1.0 requires of every answer (§2.3.4) and of a `rich` one (§2.3.4.4). */
function expectOEmbed10(answer: Record<string, unknown>) {
  expect(answer.version).toBe('1.0')
  expect(answer.type).toBe('rich')
  expect(typeof answer.html).toBe('string')
  expect(Number.isInteger(answer.width) && (answer.width as number) > 0).toBe(true)
  expect(Number.isInteger(answer.height) && (answer.height as number) > 0).toBe(true)
  // The thumbnail's three fields come together or not at all.
  const thumbnail = ['thumbnail_url', 'thumbnail_width', 'thumbnail_height'].map(
    (key) => key in answer,
  )
  expect(new Set(thumbnail).size).toBe(1)
  for (const key of ['title', 'author_name', 'author_url', 'provider_name', 'provider_url'])
    if (key in answer) expect(typeof answer[key]).toBe('string')
  if ('cache_age' in answer) expect(Number.isInteger(answer.cache_age)).toBe(true)
}

describe('GET /api/v1/oembed', () => {
  it('answers a track page with the player as an iframe, oEmbed 1.0', async () => {
    const res = await oembed(`url=${pageUrl(ids.track)}&format=json`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    const answer = res.json<Record<string, unknown>>()
    expectOEmbed10(answer)
    expect(OEmbedSchema.parse(answer)).toMatchObject({
      title: 'Kigali "Nights" <live>',
      author_name: 'aline uwase',
      author_url: `${SITE}/artist/${ids.artist}`,
      provider_name: 'Inganzo Records',
      provider_url: `${SITE}/`,
      thumbnail_url: expect.stringMatching(
        /^https:\/\/label\.example\/media\/[a-f0-9]{64}\.png$/,
      ) as unknown,
      thumbnail_width: 300,
      thumbnail_height: 200,
      width: EMBED_SIZE.width,
      height: EMBED_SIZE.height,
      cache_age: 3600,
    })
    const html = answer.html as string
    expect(html).toMatch(/^<iframe [^>]*><\/iframe>$/)
    expect(html).toContain(`src="${SITE}/embed/music/${ids.track}"`)
    expect(html).toContain(`width="${EMBED_SIZE.width}" height="${EMBED_SIZE.height}"`)
    expect(html).toContain('title="Kigali &quot;Nights&quot; &lt;live&gt; – aline uwase"')
  })

  it('fits maxwidth and maxheight, down to the smallest player', async () => {
    const fitted = OEmbedSchema.parse(
      (await oembed(`url=${pageUrl(ids.track)}&maxwidth=320&maxheight=500`)).json(),
    )
    expect(fitted).toMatchObject({ width: 320, height: EMBED_SIZE.height })
    const tiny = OEmbedSchema.parse(
      (await oembed(`url=${pageUrl(ids.track)}&maxwidth=10&maxheight=10`)).json(),
    )
    expect(tiny).toMatchObject({ width: 240, height: 120 })
    expect(tiny.html).toContain('width="240" height="120"')
  })

  it('leaves out what a track does not have: a known artist, a cover', async () => {
    const answer = (
      await oembed(`url=${encodeURIComponent(`${SITE}/embed/music/${ids.solo}`)}`)
    ).json<Record<string, unknown>>()
    expectOEmbed10(answer)
    expect(answer).not.toHaveProperty('author_url')
    expect(answer).not.toHaveProperty('thumbnail_url')
  })

  it.each([
    ['a format other than json', `url=${pageUrl('x')}&format=xml`, 501],
    ['an unknown track', `url=${pageUrl('00000000-0000-4000-8000-000000000000')}`, 404],
    ['an unpublished track', `url=${pageUrl('INACTIVE')}`, 404],
    ['another page of the site', `url=${encodeURIComponent(`${SITE}/artists`)}`, 404],
    ['a page of another site', `url=${encodeURIComponent('https://evil.example/musics/1')}`, 400],
    ['a URL that is no URL', 'url=musics%2F1', 400],
    ['no url', 'format=json', 400],
    ['a bad maxwidth', `url=${pageUrl('x')}&maxwidth=wide`, 400],
  ])('answers %s with the error envelope', async (_case, query, status) => {
    const res = await oembed(query.replace('INACTIVE', ids.inactive))
    expect(res.statusCode, res.body).toBe(status)
    expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
  })

  it('takes this site from the Host header when PUBLIC_URL is unset', async () => {
    const [row] = await bare.db
      .insert(musicTracks)
      .values({ title: 'Here', artist: 'A', duration: 1, audioUrl: '', tags: [] })
      .returning()
    const url = encodeURIComponent(`http://bare.example:8080/musics/${row?.id}`)
    const res = await bare.app.inject({
      method: 'GET',
      url: `/api/v1/oembed?url=${url}`,
      headers: { host: 'bare.example:8080' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ html: string }>().html).toContain(
      `src="http://bare.example:8080/embed/music/${row?.id}"`,
    )
  })
})

describe('the track page’s share tags', () => {
  const page = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/musics/${id}` })
    expect(res.statusCode).toBe(200)
    return res.body
  }
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1]

  it('gives the cover, the player card and the oEmbed discovery link', async () => {
    const html = await page(ids.track)
    expect(html).toContain(
      '<title>Kigali &quot;Nights&quot; &lt;live&gt; | Inganzo Records</title>',
    )
    expect(meta(html, 'og:type')).toBe('music.song')
    expect(meta(html, 'og:title')).toBe('Kigali &quot;Nights&quot; &lt;live&gt;')
    expect(meta(html, 'og:description')).toBe('aline uwase · City Lights · Afrobeat')
    expect(meta(html, 'og:url')).toBe(`${SITE}/musics/${ids.track}`)
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/label\.example\/media\/[a-f0-9]{64}\.png$/)
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'))
    expect(meta(html, 'twitter:card')).toBe('player')
    expect(html.match(/name="twitter:card"/g)).toHaveLength(1)
    expect(meta(html, 'twitter:player')).toBe(`${SITE}/embed/music/${ids.track}`)
    expect(meta(html, 'twitter:player:width')).toBe(String(EMBED_SIZE.width))
    expect(meta(html, 'twitter:player:height')).toBe(String(EMBED_SIZE.height))
    const discovery =
      /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="[^"]*" \/>/.exec(
        html,
      )?.[1]
    expect(discovery).toBe(
      `${SITE}/api/v1/oembed?url=${encodeURIComponent(`${SITE}/musics/${ids.track}`)}&amp;format=json`,
    )
    // The discovery link answers.
    const res = await t.app.inject({
      method: 'GET',
      url: discovery?.replace(SITE, '').replace('&amp;', '&') ?? '',
    })
    expect(res.statusCode).toBe(200)
  })

  it('shows an unpublished or unknown track’s page without its card', async () => {
    for (const id of [ids.inactive, 'no-such-track']) {
      const html = await page(id)
      expect(html).not.toContain('twitter:player')
      expect(html).not.toContain('json+oembed')
      expect(meta(html, 'og:title')).toBe('Inganzo Records')
    }
  })
})

describe('framing', () => {
  const headersOf = async (url: string, app: TestApp = t) => {
    const res = await app.app.inject({ method: 'GET', url })
    return {
      status: res.statusCode,
      csp: String(res.headers['content-security-policy']),
      xfo: res.headers['x-frame-options'],
      res,
    }
  }

  it('lets any site frame the player page, which is dist/embed.html', async () => {
    for (const url of [`/embed/music/${ids.track}`, '/embed/music/unknown?theme=dark']) {
      const { status, csp, xfo, res } = await headersOf(url)
      expect(status).toBe(200)
      expect(res.body).toBe(EMBED_HTML)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(csp).toContain('frame-ancestors *')
      expect(xfo).toBeUndefined()
      // The rest of the policy still holds, with the player page's own inline script allowed.
      expect(csp).toContain("default-src 'self'")
      expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/)
      expect(csp).toContain("object-src 'none'")
    }
  })

  it('keeps every other path unframable, the player file itself included', async () => {
    for (const url of [
      `/musics/${ids.track}`,
      '/',
      '/embed.html',
      '/embed/music',
      `/embed/music/${ids.track}/more`,
      '/embed/musicx/1',
      '/api/v1/music',
      `/api/v1/oembed?url=${pageUrl(ids.track)}`,
    ]) {
      const { csp, xfo } = await headersOf(url)
      expect(csp, url).toContain("frame-ancestors 'none'")
      expect(xfo, url).toBe('SAMEORIGIN')
    }
  })

  it('answers 404 for the player when the build has no dist/embed.html', async () => {
    const { status, res } = await headersOf('/embed/music/1', bare)
    expect(status).toBe(404)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toMatch(/not in this build/)
  })
})
