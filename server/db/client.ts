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

/** Longer than any query of ours takes; past it the database counts as unreachable (a 503). */
export const QUERY_TIMEOUT_MS = 5000
/** Health answers within this, whether the database answers or not. */
export const PING_TIMEOUT_MS = 2000

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Opens the database and applies the migrations. No URL: PGlite in `dataDir` (or in memory when
 * `dataDir` is 'memory://', as tests do). A `postgres://` URL: PostgreSQL through node-postgres.
 */
export async function createDatabase(options: {
  databaseUrl?: string
  dataDir: string
  /**
   * PGlite only: start from this data directory (a `dumpDataDir()` tarball) instead of running
   * initdb. The server tests open one database per test app; initdb is most of the ~5 s that
   * takes, a copy of a migrated template about 1 s.
   */
  template?: Blob
}): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3000,
      // A connection that stops answering (network partition) fails the query instead of hanging
      // the request; the pool then drops that client and opens a fresh one when asked.
      query_timeout: QUERY_TIMEOUT_MS,
    })
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => undefined)
    const db = drizzle(pool, { schema })
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    return opened(db, 'postgres', () => pool.end())
  }

  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.template })
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
  return opened(db, 'pglite', () => client.close())
}

function opened(db: Db, driver: Database['driver'], close: () => Promise<void>): Database {
  return { db, driver, ping: () => ping(db), close }
}

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)
  })
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timedOut])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}
