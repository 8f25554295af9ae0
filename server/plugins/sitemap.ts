import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/client'
import {
  KIND_SOURCES,
  newestPerKind,
  RECORD_KINDS,
  sitemapChildren,
  sitemapRows,
  type RecordKind,
  type SitemapRow,
} from '../repositories/sitemap'
import {
  childPath,
  MAX_URLS_PER_SITEMAP,
  PAGES,
  PAGES_CHILD,
  rowsPerChild,
  sitemapIndexXml,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlElements,
  type Entry,
} from '../ssr/sitemap'

/**
 * /sitemap.xml, an index, and its children under /sitemaps/. A child is written to the reply as
 * its rows are read, a batch at a time, so a large catalogue never sits in memory as one string.
 * Only for a server that serves its own database's pages (./spa.ts).
 */

/** Unhashed and regenerated on every request: cached briefly, like robots.txt. */
const SHORT = 'public, max-age=3600'
const XML = 'application/xml; charset=utf-8'

const CHILD_NAME = new RegExp(
  `^(?:(${PAGES_CHILD})|(${RECORD_KINDS.join('|')})-([1-9]\\d{0,5}))\\.xml$`,
)

const newest = (dates: (Date | undefined)[]) =>
  dates.reduce<Date | undefined>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    undefined,
  )

export function setupSitemap(
  app: FastifyInstance,
  options: {
    db: Db
    baseUrl: (request: FastifyRequest) => string
    /** The protocol's 50,000 unless a test needs a small limit to see a kind split. */
    urlsPerSitemap?: number
  },
) {
  const { db } = options
  const perChild = rowsPerChild(options.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP)

  const pageEntries = async (): Promise<Entry[]> => {
    const newestOf = await newestPerKind(db)
    return PAGES.map(({ path, lists }) => ({
      path,
      modified: lists === 'all' ? newest(Object.values(newestOf)) : lists && newestOf[lists],
    }))
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const children = await sitemapChildren(db, perChild)
    const index = [
      { path: childPath(PAGES_CHILD), modified: newest(children.map((child) => child.modified)) },
      ...children.map((child) => ({
        path: childPath(child.kind, child.number),
        modified: child.modified,
      })),
    ]
    return reply
      .header('cache-control', SHORT)
      .type(XML)
      .send(sitemapIndexXml(options.baseUrl(request), index))
  })

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = CHILD_NAME.exec(request.params.file)
      if (!match) return reply.callNotFound()
      const base = options.baseUrl(request)
      if (match[1]) {
        const entries = await pageEntries()
        const body =
          URLSET_OPEN + entries.map((entry) => urlElements(base, entry)).join('') + URLSET_CLOSE
        return reply.header('cache-control', SHORT).type(XML).send(body)
      }
      const kind = match[2] as RecordKind
      const batches = sitemapRows(db, kind, Number(match[3]), perChild)
      // The first batch is read before answering: a child past the last one is a 404.
      const first = await batches.next()
      if (first.done) return reply.callNotFound()
      const { prefix } = KIND_SOURCES[kind]
      const toXml = (rows: SitemapRow[]) =>
        rows
          .map((row) =>
            urlElements(base, {
              path: `${prefix}/${encodeURIComponent(row.id)}`,
              modified: row.modified,
            }),
          )
          .join('')
      async function* body() {
        yield URLSET_OPEN + toXml(first.value as SitemapRow[])
        for await (const rows of batches) yield toXml(rows)
        yield URLSET_CLOSE
      }
      return reply.header('cache-control', SHORT).type(XML).send(Readable.from(body()))
    },
  )
}
