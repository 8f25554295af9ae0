import { LANGUAGES } from '../../contract/constants'
import { PAGING, type Page } from '../../contract/paging'
import type { PublicReads } from '../../contract/ssr'
import { escapeHtml } from '../plugins/open-graph'
import { languageUrl } from './head'

/**
 * /sitemap.xml: every public page and every artist, producer, filmmaker, gallery photo and track, each
 * in the four languages (`?lng=`, ./head.ts) with its alternates, as search engines expect for
 * a site in several languages. The pages' addresses are the SPA's (src/config/paths.ts).
 */

const PAGES = [
  '/',
  '/abouts',
  '/founder',
  '/contacts',
  '/artists',
  '/producers',
  '/filmmakers',
  '/gallery',
  '/musics',
]

interface Entry {
  path: string
  /** ISO date of the last change, when known. */
  modified?: string
}

const item = (prefix: string) => (record: { _id: string; createdAt: string }) => ({
  path: `${prefix}/${encodeURIComponent(record._id)}`,
  modified: record.createdAt,
})

/** Every record of a list, read a page at a time (the reads answer pages). */
async function everything<T>(
  read: (query: { page: number; limit: number }) => Promise<Page<T>>,
): Promise<T[]> {
  const first = await read({ page: 1, limit: PAGING.limitMax })
  const rest = await Promise.all(
    Array.from({ length: first.pages - 1 }, (_, index) =>
      read({ page: index + 2, limit: PAGING.limitMax }),
    ),
  )
  return [first, ...rest].flatMap((page) => page.docs)
}

/** Every page the sitemap lists, from the database's public records. */
export async function sitemapEntries(reads: PublicReads): Promise<Entry[]> {
  const [artists, producers, filmmakers, gallery, tracks] = await Promise.all([
    everything((query) => reads.artists(query)),
    everything((query) => reads.producers(query)),
    everything((query) => reads.filmmakers(query)),
    everything((query) => reads.gallery(query)),
    everything((query) => reads.music(query)),
  ])
  return [
    ...PAGES.map((path) => ({ path })),
    ...artists.map((artist) => ({
      ...item('/artist')(artist),
      modified: artist.updatedAt ?? artist.createdAt,
    })),
    ...producers.map(item('/producer')),
    ...filmmakers.map(item('/filmmakers')),
    ...gallery.map(item('/gallery')),
    ...tracks.map(item('/musics')),
  ]
}

export function sitemapXml(baseUrl: string, entries: Entry[]): string {
  const link = (hreflang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`
  const urls = entries.flatMap(({ path, modified }) => {
    // The same alternates as the pages' own (./head.ts): the four languages, no x-default.
    const alternates = LANGUAGES.map((language) =>
      link(language, languageUrl(baseUrl, path, language)),
    ).join('')
    const lastmod = modified ? `<lastmod>${escapeHtml(modified.slice(0, 10))}</lastmod>` : ''
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeHtml(languageUrl(baseUrl, path, language))}</loc>${lastmod}${alternates}</url>`,
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
