import { and, asc, eq, gt, max, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { artists, filmmakers, galleryItems, musicTracks, producers } from '../db/schema'

/**
 * The sitemap's reads: which public records each kind has, in id order (the primary key's index),
 * cut into children of at most `rowsPerChild` rows, and the rows of one child read in batches.
 * The addresses are the SPA's (src/config/paths.ts).
 */

export const RECORD_KINDS = ['artists', 'producers', 'filmmakers', 'gallery', 'music'] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

interface KindSource {
  /** The record's page: `${prefix}/${id}`. */
  prefix: string
  table: PgTable
  id: AnyPgColumn
  /** When the record last changed. */
  modified: AnyPgColumn
  /** Records shown to a guest; all when absent. */
  visible?: SQL
}

export const KIND_SOURCES: Record<RecordKind, KindSource> = {
  artists: { prefix: '/artist', table: artists, id: artists.id, modified: artists.updatedAt },
  producers: {
    prefix: '/producer',
    table: producers,
    id: producers.id,
    modified: producers.updatedAt,
  },
  filmmakers: {
    prefix: '/filmmakers',
    table: filmmakers,
    id: filmmakers.id,
    modified: filmmakers.updatedAt,
  },
  gallery: {
    prefix: '/gallery',
    table: galleryItems,
    id: galleryItems.id,
    modified: galleryItems.updatedAt,
  },
  music: {
    prefix: '/musics',
    table: musicTracks,
    id: musicTracks.id,
    modified: musicTracks.updatedAt,
    visible: eq(musicTracks.isActive, true),
  },
}

export interface SitemapChild {
  kind: RecordKind
  /** 1-based. */
  number: number
  /** The newest change among its rows. */
  modified: Date
}

/** Every kind's children, in RECORD_KINDS order; a kind without records has none. */
export async function sitemapChildren(db: Db, rowsPerChild: number): Promise<SitemapChild[]> {
  const perKind = await Promise.all(
    RECORD_KINDS.map(async (kind) => {
      const source = KIND_SOURCES[kind]
      const numbered = db
        .select({
          chunk: sql<number>`(row_number() over (order by ${source.id}) - 1) / ${rowsPerChild}`
            .mapWith(Number)
            .as('chunk'),
          modified: sql<Date>`${source.modified}`.mapWith(source.modified).as('modified'),
        })
        .from(source.table)
        .where(source.visible)
        .as('numbered')
      const rows = await db
        .select({ chunk: numbered.chunk, modified: max(numbered.modified) })
        .from(numbered)
        .groupBy(numbered.chunk)
        .orderBy(numbered.chunk)
      return rows.map((row) => ({
        kind,
        number: Number(row.chunk) + 1,
        modified: new Date(row.modified as Date | string),
      }))
    }),
  )
  return perKind.flat()
}

export interface SitemapRow {
  id: string
  modified: Date
}

/** Rows fetched per query while a child is written out. */
const BATCH = 1000

/**
 * The rows of child `number` of `kind`, a batch at a time: the first batch skips the earlier
 * children's rows, the next ones continue after the last id read.
 */
export async function* sitemapRows(
  db: Db,
  kind: RecordKind,
  number: number,
  rowsPerChild: number,
): AsyncGenerator<SitemapRow[]> {
  const source = KIND_SOURCES[kind]
  let remaining = rowsPerChild
  let after: string | undefined
  while (remaining > 0) {
    const query = db
      .select({ id: sql<string>`${source.id}`, modified: source.modified })
      .from(source.table)
      .where(and(source.visible, after === undefined ? undefined : gt(source.id, after)))
      .orderBy(asc(source.id))
      .limit(Math.min(BATCH, remaining))
    const rows = await (after === undefined ? query.offset((number - 1) * rowsPerChild) : query)
    if (rows.length === 0) return
    yield rows.map((row) => ({ id: row.id, modified: new Date(row.modified as Date | string) }))
    remaining -= rows.length
    after = rows.at(-1)?.id
  }
}

/** The newest change per kind (undefined for a kind without records), for the pages that list them. */
export async function newestPerKind(db: Db): Promise<Partial<Record<RecordKind, Date>>> {
  const entries = await Promise.all(
    RECORD_KINDS.map(async (kind) => {
      const source = KIND_SOURCES[kind]
      const [row] = await db
        .select({ modified: max(source.modified) })
        .from(source.table)
        .where(source.visible)
      const modified = row?.modified as Date | string | null | undefined
      return [kind, modified ? new Date(modified) : undefined] as const
    }),
  )
  return Object.fromEntries(entries.filter(([, modified]) => modified))
}
