import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER } from '../../server/db/client'
import { PGLITE_TEMPLATE_ENV } from './pglite-template'

/**
 * Global setup of the server tests (vite.config.ts): one PGlite database, migrated and dumped to
 * a file that every test app then starts from (tests/server/helpers.ts), instead of running
 * initdb once per app (~5 s on a busy two-core machine, against ~1 s to load the copy). The
 * migrations still run on each copy, as a check that finds nothing to do. Against PostgreSQL
 * (TEST_DATABASE_URL) there is nothing to prepare.
 */
export async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined
  const dir = mkdtempSync(join(tmpdir(), 'label-pglite-'))
  const file = join(dir, 'template.tar')
  const client = await PGlite.create('memory://')
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER })
    const dump = await client.dumpDataDir('none')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
  // Set before the workers start, so each inherits it.
  process.env[PGLITE_TEMPLATE_ENV] = file
  return () => rmSync(dir, { recursive: true, force: true })
}
