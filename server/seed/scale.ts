import { count, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'

/**
 * Grows the catalogue already in a database by a whole factor, in SQL (INSERT ... SELECT over
 * generate_series), for the catalogue bench and for trying a large label by hand: each artist,
 * producer, filmmaker, gallery item, track, contact message and listener is copied factor - 1
 * times with a new id, its name or title numbered ("Amani 57") so copies differ and a search
 * finds each one, created over the past two years. Media URLs are shared: no file is copied.
 * Admin accounts are not copied. Then plays (spread over 24 months) and likes are added.
 */

export const MIN_FACTOR = 2
export const MAX_FACTOR = 1000
/** Plays are inserted this many at a time, so one statement's trigger data stays small. */
const PLAYS_PER_STATEMENT = 100_000

export interface ScaleOptions {
  factor: number
  /** Total plays to reach; by default the plays already there times the factor. */
  plays?: number
  /** Total likes to reach; by default the likes already there times the factor. */
  likes?: number
  log?: (message: string) => void
}

export type ScaleCounts = Record<(typeof TABLES)[number] | 'music_plays' | 'gallery_likes', number>

const TABLES = [
  'artists',
  'producers',
  'filmmakers',
  'gallery_items',
  'music_tracks',
  'contact_messages',
  'users',
] as const

/** A time in the past two years, drawn for each row. */
const PAST_TWO_YEARS = sql`now() - random() * interval '730 days'`

/**
 * Each table's copy: the columns written (the id first), and what they are read as from the
 * original row `o` numbered `n` (2..factor) with its new id `new_id` and creation time `at`.
 */
const COPIES: Record<(typeof TABLES)[number], { columns: string; values: SQL; where?: SQL }> = {
  artists: {
    columns: 'id, name, bio, age, management, image, social_links, created_at, updated_at',
    values: sql`o.name || ' ' || n, o.bio, o.age, o.management, o.image, o.social_links, at, at`,
  },
  producers: {
    columns:
      'id, name, level, bio, contact_email, years_experience, image, genres, skills, credits, social_media, created_at, updated_at',
    values: sql`o.name || ' ' || n, o.level, o.bio, o.contact_email, o.years_experience, o.image, o.genres, o.skills, o.credits, o.social_media, at, at`,
  },
  filmmakers: {
    columns:
      'id, name, bio, image, specialization, experience, is_active, portfolio, contact_email, contact_phone, created_at, updated_at',
    values: sql`o.name || ' ' || n, o.bio, o.image, o.specialization, o.experience, o.is_active, o.portfolio, o.contact_email, o.contact_phone, at, at`,
  },
  gallery_items: {
    columns: 'id, title, description, image, video_url, category, created_at, updated_at',
    values: sql`o.title || ' ' || n, o.description, o.image, o.video_url, o.category, at, at`,
  },
  music_tracks: {
    columns:
      'id, title, artist, album, genre, release_date, duration, cover_image_url, audio_url, youtube_link, tags, is_active, peaks, created_at, updated_at',
    values: sql`o.title || ' ' || n, o.artist, o.album, o.genre, o.release_date, o.duration, o.cover_image_url, o.audio_url, o.youtube_link, o.tags, o.is_active, o.peaks, at, at`,
  },
  contact_messages: {
    columns: 'id, name, email, phone, message, read_at, created_at',
    values: sql`o.name || ' ' || n, o.email, o.phone, o.message, case when o.read_at is null then null else at end, at`,
  },
  users: {
    columns: 'id, username, email, password_hash, user_type, is_active, created_at, updated_at',
    // The address stays unique, run after run: listener@example.com becomes listener+<new id>@example.com.
    values: sql`o.username || ' ' || n, regexp_replace(o.email, '@', '+' || o.new_id || '@'), o.password_hash, o.user_type, o.is_active, at, at`,
    where: sql`where o.user_type = 'user'`,
  },
}

async function countRows(db: Db, table: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sql`${sql.identifier(table)}`)
  return row?.n ?? 0
}

export async function countCatalogue(db: Db): Promise<ScaleCounts> {
  const tables = [...TABLES, 'music_plays', 'gallery_likes'] as const
  const counts = await Promise.all(tables.map((table) => countRows(db, table)))
  return Object.fromEntries(tables.map((table, index) => [table, counts[index]])) as ScaleCounts
}

async function copyRows(db: Db, table: (typeof TABLES)[number], factor: number) {
  const copy = COPIES[table]
  await db.execute(sql`
    insert into ${sql.identifier(table)} (${sql.raw(copy.columns)})
    select o.new_id, ${copy.values}
    from (select o.*, n, gen_random_uuid()::text as new_id, ${PAST_TWO_YEARS} as at
          from ${sql.identifier(table)} o cross join generate_series(2, ${factor}::int) as n
          ${copy.where ?? sql``}) o`)
}

/** `count` plays of random tracks by random listeners (a fifth as guests), over 24 months. */
async function addPlays(db: Db, count: number) {
  await db.execute(sql`
    insert into music_plays (track_id, user_id, played_at)
    select t.ids[1 + floor(random() * array_length(t.ids, 1))::int],
           case when random() < 0.2 or u.ids is null then null
                else u.ids[1 + floor(random() * array_length(u.ids, 1))::int] end,
           ${PAST_TWO_YEARS}
    from generate_series(1, ${count}::int),
         (select array_agg(id) as ids from music_tracks) t,
         (select array_agg(id) as ids from users where user_type = 'user') u`)
}

/** `count` new likes of random gallery items by random listeners, none twice. */
async function addLikes(db: Db, count: number) {
  await db.execute(sql`
    insert into gallery_likes (gallery_id, user_id, created_at)
    select g.id, u.id, ${PAST_TWO_YEARS}
    from gallery_items g cross join users u
    where u.user_type = 'user'
      and not exists (select 1 from gallery_likes l where l.gallery_id = g.id and l.user_id = u.id)
    order by random()
    limit ${count}::int`)
}

/** Grows the catalogue; answers the counts before and after. */
export async function growCatalogue(
  db: Db,
  options: ScaleOptions,
): Promise<{ before: ScaleCounts; after: ScaleCounts }> {
  const { factor } = options
  const log = options.log ?? (() => undefined)
  const before = await countCatalogue(db)
  for (const table of TABLES) {
    await copyRows(db, table, factor)
    log(`${table}: ${before[table]} -> x${factor}`)
  }
  const targetPlays = options.plays ?? before.music_plays * factor
  for (let added = 0; added < targetPlays - before.music_plays; added += PLAYS_PER_STATEMENT) {
    await addPlays(db, Math.min(PLAYS_PER_STATEMENT, targetPlays - before.music_plays - added))
    log(`music_plays: ${before.music_plays + added} of ${targetPlays}...`)
  }
  const targetLikes = options.likes ?? before.gallery_likes * factor
  if (targetLikes > before.gallery_likes) await addLikes(db, targetLikes - before.gallery_likes)
  return { before, after: await countCatalogue(db) }
}
