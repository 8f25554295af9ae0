import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import * as schema from './schema'

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>
  close(): Promise<void>
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens the database and applies the migrations. No URL: PGlite in `dataDir` (or in memory when
 * `dataDir` is 'memory://', as tests do). A `postgres://` URL: PostgreSQL through node-postgres.
 */
export async function createDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 3000 })
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => undefined)
    const db = drizzle(pool, { schema })
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      ping: () => ping(db),
      close: () => pool.end(),
    }
  }

  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir)
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: () => ping(db),
    close: () => client.close(),
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
