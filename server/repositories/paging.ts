import { and, asc, desc, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { PAGING, defaultOrder, isPaged, pageCount, type Page, type SortOrder } from '../../contract'

/**
 * What every collection's list shares (contract/paging.ts): the page asked for, the search, the
 * createdAt window and the order. A list runs one query: the page's rows carry the total
 * (`count(*) over ()`, evaluated before LIMIT), and only a page past the last needs a count.
 */

/** A parsed query's common part, as every list function takes it. */
export interface ListQuery {
  page?: number
  limit?: number
  q?: string
  order?: SortOrder
  from?: string
  to?: string
}

interface Slice {
  page: number
  limit: number
}

/** The rows asked for, or undefined for the whole collection (a query without page or limit). */
export const sliceOf = (query: ListQuery, defaultLimit: number): Slice | undefined =>
  isPaged(query) ? { page: query.page ?? 1, limit: query.limit ?? defaultLimit } : undefined

/** The total a row carries; select it beside the row. */
export const totalSql = () => sql<number>`count(*) over ()`.mapWith(Number)

/** LIMIT and OFFSET of a slice; the query is unchanged without one. */
export const sliced = <T extends PgSelect>(query: T, slice: Slice | undefined): T =>
  slice ? query.limit(slice.limit).offset((slice.page - 1) * slice.limit) : query

/**
 * A page of `rows` (each carrying `total`). Unpaged, the whole list is page 1 of 1 with its size
 * as the limit, as GET /music has always answered it.
 */
export async function toPage<Row extends { total: number }, T>(
  rows: Row[],
  slice: Slice | undefined,
  toDoc: (row: Row) => T,
  countAll: () => Promise<number>,
): Promise<Page<T>> {
  const docs = rows.map(toDoc)
  if (!slice) return { docs, total: docs.length, page: 1, limit: docs.length, pages: 1 }
  // A page past the last holds no row to carry the total.
  const total = rows[0]?.total ?? (slice.page > 1 ? await countAll() : 0)
  return { docs, total, page: slice.page, limit: slice.limit, pages: pageCount(total, slice.limit) }
}

/** `%`, `_` and `\` match themselves in a LIKE pattern only when escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Every word of `q` appears, in any case, in at least one of `fields`. */
export function searchWhere(q: string | undefined, fields: (AnyColumn | SQL)[]): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean)
  if (words.length === 0) return undefined
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`
      return or(...fields.map((field) => sql`${field} ilike ${pattern} escape '\\'`))
    }),
  )
}

/** `from` inclusive, `to` exclusive, on the row's creation time. */
export const createdWithin = (column: AnyColumn, query: ListQuery): SQL | undefined =>
  and(
    query.from ? gte(column, new Date(query.from)) : undefined,
    query.to ? lt(column, new Date(query.to)) : undefined,
  )

/** Text is ordered case-insensitively, as a reader expects ("alice" beside "Alice"). */
export const folded = (column: AnyColumn) => sql`lower(${column})`

/**
 * ORDER BY one of a collection's sorts, in `order` or the sort's default direction, with the id
 * last so rows that tie keep one order from page to page (none is skipped or shown twice).
 */
export function orderOf<K extends string>(
  sorts: Record<K, (AnyColumn | SQL)[]>,
  sort: K,
  order: SortOrder | undefined,
  id: AnyColumn,
): SQL[] {
  const direction = (order ?? defaultOrder(sort)) === 'asc' ? asc : desc
  return [...sorts[sort], id].map((key) => direction(key))
}

/** The page size of a list asked for with `page` alone. */
export const DEFAULT_LIMIT = PAGING.publicPageSize
