import { eq, getTableColumns, or, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import type { MediaOwner } from '../media/owners'

/**
 * A table's media owner (server/media/owners.ts): the text columns that hold `/media/...` URLs.
 * A URL is held when a column equals it: entities store the URL the media store returned, so no
 * column is searched for a hash inside its text.
 */
export function mediaColumns<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): MediaOwner<Record<K, string>> {
  const columns = getTableColumns(table)
  // Typed as any table: drizzle cannot tell a generic one from a subquery it must refuse.
  const source: PgTable = table
  return {
    urls: (row) => keys.map((key) => row[key]),
    holds: async (db, url) => {
      const held = or(...keys.map((key) => eq(columns[key] as PgColumn, url)))
      const rows = await db
        .select({ one: sql`1` })
        .from(source)
        .where(held)
        .limit(1)
      return rows.length > 0
    },
  }
}

/**
 * The row, locked until the transaction ends: two writes of one row take turns, so each one's
 * `before` is what it really replaces (and the media step releases exactly those files).
 */
async function lockRow<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const source: PgTable = table
  const [row] = await db.select().from(source).where(eq(table.id, id)).for('update')
  return row
}

/**
 * Writes `values` over the row (a field undefined keeps it) with a new `updatedAt`, the row locked
 * first as lockRow does: the row before and after, or undefined when there is no such row.
 */
export async function updateRow<T extends PgTable & { id: PgColumn; updatedAt: PgColumn }>(
  db: Db,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<{ before: T['$inferSelect']; after: T['$inferSelect'] } | undefined> {
  const before = await lockRow(db, table, id)
  if (!before) return undefined
  const source: PgTable = table
  const [after] = await db
    .update(source)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning()
  return after && { before, after }
}
