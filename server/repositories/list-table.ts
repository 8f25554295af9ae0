import { and, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Page } from '../../contract'
import type { Db } from '../db/client'
import {
  DEFAULT_LIMIT,
  createdWithin,
  orderOf,
  searchWhere,
  sliceOf,
  sliced,
  toPage,
  totalSql,
  type ListQuery,
} from './paging'

/** A table a plain list reads: its rows have an id and a creation time. */
type ListedTable = PgTable & { id: AnyColumn; createdAt: AnyColumn }

/** A collection's list: its orders, search and filters (contract/paging.ts), for queries of type Q. */
export interface ListSpec<S extends string, Q> {
  /** Each sort's ORDER BY keys (the id is added last by orderOf). */
  sorts: Record<S, (AnyColumn | SQL)[]>
  defaultSort: S
  /** The fields `q` searches. */
  search: (AnyColumn | SQL)[]
  /** The collection's own filters on a query, undefined where the query leaves one out. */
  filters?: (query: Q) => (SQL | undefined)[]
  /** The page size of a query with `page` alone; DEFAULT_LIMIT unless the collection has its own. */
  pageSize?: number
}

/**
 * One page of a collection, each row as `fields` selects it (columns, tables, subqueries): its
 * filters, the search, the createdAt window and the order, in one query whose rows carry the
 * total (./paging.ts).
 */
export async function listSelect<
  Fields extends SelectedFields,
  S extends string,
  Q extends ListQuery & { sort?: S | undefined },
  T,
>(
  db: Db,
  table: ListedTable,
  fields: Fields,
  query: Q,
  spec: ListSpec<S, Q>,
  toDoc: (row: SelectResultFields<Fields>) => T,
): Promise<Page<T>> {
  const slice = sliceOf(query, spec.pageSize ?? DEFAULT_LIMIT)
  const where = and(
    ...(spec.filters?.(query) ?? []),
    searchWhere(query.q, spec.search),
    createdWithin(table.createdAt, query),
  )
  // Typed as a plain table: drizzle's select types do not follow a generic one.
  const source: PgTable = table
  const select = db
    .select({ ...fields, total: totalSql() } as never)
    .from(source)
    .where(where)
    .orderBy(...orderOf(spec.sorts, query.sort ?? spec.defaultSort, query.order, table.id))
    .$dynamic()
  const rows = (await sliced(select, slice)) as (SelectResultFields<Fields> & { total: number })[]
  return toPage(rows, slice, toDoc, () => db.$count(table, where))
}

/** One page of a single-table collection (artists, producers, filmmakers, messages, accounts). */
export const listTable = <
  Table extends ListedTable,
  S extends string,
  Q extends ListQuery & { sort?: S | undefined },
  T,
>(
  db: Db,
  table: Table,
  query: Q,
  spec: ListSpec<S, Q>,
  toDoc: (row: Table['$inferSelect']) => T,
): Promise<Page<T>> =>
  listSelect(db, table, { row: table }, query, spec, (selected) => toDoc(selected.row))
