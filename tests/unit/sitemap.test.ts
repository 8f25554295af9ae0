import { describe, expect, it } from 'vitest'
import {
  childPath,
  MAX_URLS_PER_SITEMAP,
  rowsPerChild,
  sitemapIndexXml,
  urlElements,
} from '../../server/ssr/sitemap'

const base = 'https://label.example'

describe('urlElements', () => {
  it('lists a record once per language, each with the day it last changed and the four alternates', () => {
    const xml = urlElements(base, {
      path: '/musics/a%20b',
      modified: new Date('2026-10-23T21:55:53.749Z'),
    })
    const urls = xml.match(/<url>.*?<\/url>/g) ?? []
    expect(urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1])).toEqual(
      ['en', 'fr', 'es', 'rw'].map((language) => `${base}/musics/a%20b?lng=${language}`),
    )
    for (const url of urls) {
      expect(url).toContain('<lastmod>2026-10-23</lastmod>')
      expect(url.match(/<xhtml:link rel="alternate" hreflang="\w+"/g)).toHaveLength(4)
    }
    expect(xml).not.toContain('x-default')
  })

  it('leaves lastmod out when the change is unknown and escapes the address', () => {
    const xml = urlElements('https://label.example/a&b', { path: '/abouts' })
    expect(xml).not.toContain('<lastmod>')
    expect(xml).toContain('<loc>https://label.example/a&amp;b/abouts?lng=en</loc>')
  })
})

describe('sitemapIndexXml', () => {
  it('points at each child with its lastmod', () => {
    const xml = sitemapIndexXml(base, [
      { path: childPath('pages') },
      { path: childPath('music', 2), modified: new Date('2026-01-02T03:04:05Z') },
    ])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain(`<sitemap><loc>${base}/sitemaps/pages.xml</loc></sitemap>`)
    expect(xml).toContain(
      `<sitemap><loc>${base}/sitemaps/music-2.xml</loc><lastmod>2026-01-02</lastmod></sitemap>`,
    )
  })
})

describe('rowsPerChild', () => {
  it('keeps a child within 50,000 URLs at four URLs (languages) a record', () => {
    expect(rowsPerChild(MAX_URLS_PER_SITEMAP)).toBe(12_500)
    expect(rowsPerChild(8)).toBe(2)
    expect(rowsPerChild(1)).toBe(1)
  })
})
