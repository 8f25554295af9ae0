import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createDatabase } from '../server/db/client'
import { EnvError, loadEnv } from '../server/env'
import { countCatalogue, growCatalogue } from '../server/seed/scale'
import { parseScaleArgs, ScaleArgsError, SCALE_USAGE } from './seed-scale-args'

/**
 * `npm run seed:scale -- 100 [--plays 1000000] [--likes 5000]`: grows the catalogue of the
 * database the server would open (DATABASE_URL, else DATA_DIR/db) by a factor, in SQL
 * (server/seed/scale.ts). Stop the server first on PGlite: its data directory is one process's.
 */

function fail(message: string, code = 1): never {
  console.error(`\n${message}\n`)
  process.exit(code)
}

async function main() {
  let args: ReturnType<typeof parseScaleArgs>
  try {
    args = parseScaleArgs(process.argv.slice(2))
  } catch (error) {
    if (error instanceof ScaleArgsError) fail(`${error.message}\n\n${SCALE_USAGE}`, 2)
    throw error
  }
  if (existsSync('.env')) process.loadEnvFile('.env')
  let env: ReturnType<typeof loadEnv>
  try {
    env = loadEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) fail(error.message)
    throw error
  }
  const dataDir = join(env.DATA_DIR, 'db')
  if (!env.DATABASE_URL && !existsSync(dataDir))
    fail(
      `No database at ${dataDir}. Start the server once (npm start) to create and seed it, or set DATA_DIR or DATABASE_URL.`,
    )
  const where = env.DATABASE_URL ? 'the PostgreSQL server of DATABASE_URL' : dataDir
  const database = await createDatabase({ databaseUrl: env.DATABASE_URL, dataDir }).catch(
    (error: unknown) =>
      fail(
        `Could not open ${where} (is the server still running on it?): ${error instanceof Error ? error.message : String(error)}`,
      ),
  )
  try {
    const counts = await countCatalogue(database.db)
    if (counts.music_tracks + counts.artists + counts.gallery_items === 0)
      fail(`The catalogue in ${where} is empty: seed the demo first (SEED_DEMO=true npm start).`)
    const started = Date.now()
    console.log(`Growing the catalogue in ${where} x${args.factor}...`)
    const { before, after } = await growCatalogue(database.db, {
      ...args,
      log: (message) => console.log(`  ${message}`),
    })
    for (const table of Object.keys(after) as (keyof typeof after)[])
      console.log(`  ${table.padEnd(16)} ${String(before[table]).padStart(8)} -> ${after[table]}`)
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  } finally {
    await database.close()
  }
}

await main()
