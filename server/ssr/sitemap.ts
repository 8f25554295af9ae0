import { LANGUAGES } from '../../contract/constants'
import { escapeHtml } from '../plugins/open-graph'
import type { RecordKind } from '../repositories/sitemap'
import { languageUrl } from './head'

/**
 * The sitemap's XML. /sitemap.xml is an index of child sitemaps: one of the public pages, and
 * per kind of record (artists, producers, filmmakers, gallery, music) as many as the protocol's
 * 50,000 URLs a file require. Each page or record is listed in the four languages (`?lng=`,
 * ./head.ts) with its alternates, as search engines expect for a site in several languages. The
 * pages' addresses are the SPA's (src/config/paths.ts).
 */

/** The protocol's limit per file (sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000

/** Each page or record is one URL per language. */
export const rowsPerChild = (urlsPerSitemap: number) =>
  Math.max(1, Math.floor(urlsPerSitemap / LANGUAGES.length))

/** The public pages, with the kind whose records they list (their lastmod is its newest). */
export const PAGES: { path: string; lists?: RecordKind | 'all' }[] = [
  { path: '/', lists: 'all' },
  { path: '/abouts' },
  { path: '/founder' },
  { path: '/contacts' },
  { path: '/artists', lists: 'artists' },
  { path: '/producers', lists: 'producers' },
  { path: '/filmmakers', lists: 'filmmakers' },
  { path: '/gallery', lists: 'gallery' },
  { path: '/musics', lists: 'music' },
]

export interface Entry {
  path: string
  /** The last change, when known. */
  modified?: Date
}

export const PAGES_CHILD = 'pages'

/** A child sitemap's address: /sitemaps/pages.xml, /sitemaps/music-1.xml, /sitemaps/music-2.xml. */
export const childPath = (name: string, number?: number) =>
  `/sitemaps/${name}${number === undefined ? '' : `-${number}`}.xml`

const day = (date: Date) => date.toISOString().slice(0, 10)

export const URLSET_OPEN = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  '',
].join('\n')
export const URLSET_CLOSE = '</urlset>\n'

/** The `<url>` elements of one page or record: one per language, each with the four alternates. */
export function urlElements(baseUrl: string, { path, modified }: Entry): string {
  // The same alternates as the pages' own (./head.ts): the four languages, no x-default.
  const alternates = LANGUAGES.map(
    (language) =>
      `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(languageUrl(baseUrl, path, language))}"/>`,
  ).join('')
  const lastmod = modified ? `<lastmod>${day(modified)}</lastmod>` : ''
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeHtml(languageUrl(baseUrl, path, language))}</loc>${lastmod}${alternates}</url>\n`,
  ).join('')
}

export function sitemapIndexXml(
  baseUrl: string,
  children: { path: string; modified?: Date }[],
): string {
  const entries = children.map(({ path, modified }) => {
    const lastmod = modified ? `<lastmod>${day(modified)}</lastmod>` : ''
    return `<sitemap><loc>${escapeHtml(`${baseUrl}${path}`)}</loc>${lastmod}</sitemap>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n')
}
