import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artists, filmmakers, galleryItems, musicTracks, producers } from '../../server/db/schema'
import { setupSitemap } from '../../server/plugins/sitemap'
import { createTestApp, type TestApp } from './helpers'

/**
 * The sitemap index and its children, read from a database, with a small limit per file so that
 * a kind splits without writing 12,500 rows (the real limit: 50,000 URLs, four languages a record).
 */

const base = 'https://label.example'
let t: TestApp
let small: FastifyInstance
let full: FastifyInstance
const ids: Record<'artists' | 'music' | 'hidden', string[]> = { artists: [], music: [], hidden: [] }

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12))
const socialLinks = { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' }

async function serve(urlsPerSitemap?: number) {
  const app = Fastify({ logger: false })
  setupSitemap(app, { db: t.db, baseUrl: () => base, urlsPerSitemap })
  await app.ready()
  return app
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

beforeAll(async () => {
  t = await createTestApp()
  for (const n of [1, 2, 3]) {
    const [row] = await t.db
      .insert(artists)
      .values({ name: `Artist ${n}`, socialLinks, updatedAt: day(n) })
      .returning()
    ids.artists.push(row!.id)
  }
  for (const n of [1, 2, 3, 4, 5]) {
    const [row] = await t.db
      .insert(musicTracks)
      .values({
        title: `Track ${n}`,
        artist: 'Someone',
        duration: 100,
        audioUrl: '/media/a.mp3',
        tags: [],
        isActive: n !== 5,
        updatedAt: day(10 + n),
      })
      .returning()
    ;(n === 5 ? ids.hidden : ids.music).push(row!.id)
  }
  await t.db.insert(galleryItems).values({ title: 'Shot', updatedAt: day(20) })
  await t.db.insert(filmmakers).values({ name: 'Director', portfolio: [], updatedAt: day(21) })
  await t.db.insert(producers).values({
    name: 'Producer',
    level: 'Senior',
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
    updatedAt: day(22),
  })
  // Eight URLs a file: two records (four languages each) per child.
  small = await serve(8)
  full = await serve()
})
afterAll(async () => {
  await small.close()
  await full.close()
  await t.close()
})

describe('/sitemap.xml', () => {
  it('is an index of the pages and of each kind’s children, each with its newest change', async () => {
    const res = await small.inject('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/application\/xml/)
    expect(res.body).toContain('<sitemapindex')
    const entries = [...res.body.matchAll(/<sitemap><loc>([^<]*)<\/loc><lastmod>([^<]*)</g)].map(
      ([, loc, lastmod]) => [loc?.replace(base, ''), lastmod],
    )
    expect(entries).toEqual([
      ['/sitemaps/pages.xml', '2026-01-22'],
      ['/sitemaps/artists-1.xml', expect.stringMatching(/^2026-01-0[1-3]$/)],
      ['/sitemaps/artists-2.xml', expect.stringMatching(/^2026-01-0[1-3]$/)],
      ['/sitemaps/producers-1.xml', '2026-01-22'],
      ['/sitemaps/filmmakers-1.xml', '2026-01-21'],
      ['/sitemaps/gallery-1.xml', '2026-01-20'],
      ['/sitemaps/music-1.xml', expect.stringMatching(/^2026-01-1[1-4]$/)],
      ['/sitemaps/music-2.xml', expect.stringMatching(/^2026-01-1[1-4]$/)],
    ])
    // The newest of both artists' children is the newest artist.
    expect(entries.filter(([loc]) => loc?.includes('artists')).map(([, d]) => d)).toContain(
      '2026-01-03',
    )
  })

  it('lists every kind in one child each at the protocol’s limit', async () => {
    const res = await full.inject('/sitemap.xml')
    expect(locs(res.body).map((loc) => loc?.replace(base, ''))).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/artists-1.xml',
      '/sitemaps/producers-1.xml',
      '/sitemaps/filmmakers-1.xml',
      '/sitemaps/gallery-1.xml',
      '/sitemaps/music-1.xml',
    ])
  })
})

describe('/sitemaps/<kind>-<n>.xml', () => {
  it('lists every active track once per language across the split children, within the limit', async () => {
    const children = await Promise.all(
      ['music-1', 'music-2'].map((name) => small.inject(`/sitemaps/${name}.xml`)),
    )
    const all = children.flatMap((res) => {
      expect(res.statusCode).toBe(200)
      expect(res.body).toMatch(/^<\?xml[^>]*>\n<urlset /)
      expect(locs(res.body).length).toBeLessThanOrEqual(8)
      return locs(res.body)
    })
    const expected = ids.music.flatMap((id) =>
      ['en', 'fr', 'es', 'rw'].map((language) => `${base}/musics/${id}?lng=${language}`),
    )
    expect(all.sort()).toEqual(expected.sort())
    expect(all.join()).not.toContain(ids.hidden[0])
  })

  it('gives each record its alternates and the day it last changed', async () => {
    const res = await full.inject('/sitemaps/artists-1.xml')
    const first = ids.artists[0]!
    expect(res.body).toContain(
      `<url><loc>${base}/artist/${first}?lng=fr</loc><lastmod>2026-01-01</lastmod><xhtml:link rel="alternate" hreflang="en" href="${base}/artist/${first}?lng=en"/>`,
    )
    expect(locs(res.body)).toHaveLength(3 * 4)
  })

  it('lists the public pages, the lists dated by their newest record', async () => {
    const res = await full.inject('/sitemaps/pages.xml')
    expect(locs(res.body)).toHaveLength(9 * 4)
    expect(res.body).toContain(`<loc>${base}/musics?lng=en</loc><lastmod>2026-01-14</lastmod>`)
    expect(res.body).toContain(`<loc>${base}/abouts?lng=en</loc><xhtml:link`)
  })

  it('answers 404 past the last child and for a name it does not serve', async () => {
    for (const name of ['music-3', 'music-0', 'music', 'users-1', 'pages-1', '..%2Fsitemap'])
      expect((await small.inject(`/sitemaps/${name}.xml`)).statusCode, name).toBe(404)
  })
})
