import { and, count, desc, eq, getTableName, isNull, sql, type SQL } from 'drizzle-orm'
import type { MusicTrack } from '../../contract'
import type { Db } from '../db/client'
import { musicPlays, musicTracks } from '../db/schema'
import { lockRow, mediaColumns } from './media-rows'

export type MusicTrackRow = typeof musicTracks.$inferSelect
export type MusicTrackValues = Omit<
  typeof musicTracks.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>

export const musicMedia = mediaColumns(musicTracks, ['audioUrl', 'coverImageUrl'])

/** Page size when a client asks for a page without saying how large. */
export const DEFAULT_MUSIC_PAGE_LIMIT = 20

export const toMusicTrack = (
  row: MusicTrackRow,
  playCount: number,
  userPlays: number,
): MusicTrack => ({
  _id: row.id,
  title: row.title,
  artist: row.artist,
  album: row.album,
  genre: row.genre,
  releaseDate: row.releaseDate ? row.releaseDate.toISOString() : null,
  duration: row.duration,
  coverImageUrl: row.coverImageUrl,
  audioUrl: row.audioUrl,
  youtubeLink: row.youtubeLink,
  tags: row.tags,
  isActive: row.isActive,
  playCount,
  userPlays,
  createdAt: row.createdAt.toISOString(),
  peaks: row.peaks ?? [],
})

/**
 * Both counts as correlated subqueries of the one list query: each is an index-only count over
 * (track_id) or (user_id, track_id), so the list costs one round trip however many tracks it holds.
 * The outer track id is spelled out qualified: Drizzle drops the table name of columns when a
 * query reads a single table, and an unqualified "id" would resolve inside the subquery.
 */
const outerTrackId = sql`${sql.identifier(getTableName(musicTracks))}.${sql.identifier(musicTracks.id.name)}`

const playCountSql = () =>
  sql<number>`(select count(*) from ${musicPlays} where ${musicPlays.trackId} = ${outerTrackId})`.mapWith(
    Number,
  )

const userPlaysSql = (viewerId: string | null) =>
  viewerId
    ? sql<number>`(select count(*) from ${musicPlays} where ${musicPlays.trackId} = ${outerTrackId} and ${musicPlays.userId} = ${viewerId})`.mapWith(
        Number,
      )
    : sql<number>`0`.mapWith(Number)

/**
 * When a track came out: its release date, else the day it was added. The card says "Released"
 * with the same fallback, so a track uploaded without a date is listed where its card says it
 * belongs (first when just added), not after every dated release.
 */
const releasedAtSql = sql`coalesce(${musicTracks.releaseDate}, ${musicTracks.createdAt})`

export interface ListMusicOptions {
  /** The signed-in caller, whose own plays become `userPlays`; null for a guest. */
  viewerId: string | null
  includeInactive: boolean
  /** Absent: every track. */
  page?: { page: number; limit: number }
}

export async function listMusic(
  db: Db,
  options: ListMusicOptions,
): Promise<{ docs: MusicTrack[]; total: number }> {
  const visible = options.includeInactive ? undefined : eq(musicTracks.isActive, true)
  const query = db
    .select({
      track: musicTracks,
      playCount: playCountSql(),
      userPlays: userPlaysSql(options.viewerId),
      // Evaluated before LIMIT, so a page knows the total without a second query.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(musicTracks)
    .where(visible)
    .orderBy(desc(releasedAtSql), desc(musicTracks.createdAt), desc(musicTracks.id))
    .$dynamic()
  if (options.page)
    query.limit(options.page.limit).offset((options.page.page - 1) * options.page.limit)
  const rows = await query

  const docs = rows.map((row) => toMusicTrack(row.track, row.playCount, row.userPlays))
  if (rows[0]) return { docs, total: rows[0].total }
  // A page past the end holds no row to carry the total.
  const total = options.page ? await countTracks(db, visible) : 0
  return { docs, total }
}

async function countTracks(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(musicTracks).where(where)
  return row?.n ?? 0
}

/** One track with its counts for `viewerId`, whether active or not (admin reads and write answers). */
export async function findTrack(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<MusicTrack | undefined> {
  const [row] = await db
    .select({ track: musicTracks, playCount: playCountSql(), userPlays: userPlaysSql(viewerId) })
    .from(musicTracks)
    .where(eq(musicTracks.id, id))
    .limit(1)
  return row ? toMusicTrack(row.track, row.playCount, row.userPlays) : undefined
}

export async function insertTrack(db: Db, values: MusicTrackValues): Promise<MusicTrackRow> {
  const [row] = await db.insert(musicTracks).values(values).returning()
  if (!row) throw new Error('Music insert returned no row')
  return row
}

/** The row before and after (a field undefined keeps it); undefined when there is no such track. */
export async function updateTrack(
  db: Db,
  id: string,
  values: Partial<MusicTrackValues>,
): Promise<{ before: MusicTrackRow; after: MusicTrackRow } | undefined> {
  const before = await lockRow(db, musicTracks, id)
  if (!before) return undefined
  const [after] = await db
    .update(musicTracks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(musicTracks.id, id))
    .returning()
  return after && { before, after }
}

/** Tracks whose waveform was never computed (stored before peaks existed), oldest first. */
export async function tracksWithoutPeaks(
  db: Db,
  limit: number,
): Promise<Pick<MusicTrackRow, 'id' | 'audioUrl'>[]> {
  return db
    .select({ id: musicTracks.id, audioUrl: musicTracks.audioUrl })
    .from(musicTracks)
    .where(isNull(musicTracks.peaks))
    .orderBy(musicTracks.createdAt, musicTracks.id)
    .limit(limit)
}

/**
 * Stores peaks computed from `audioUrl`, unless the track's audio was replaced meanwhile (the
 * replacement brought its own) or the track is gone. True when stored.
 */
export async function storeTrackPeaks(
  db: Db,
  id: string,
  audioUrl: string,
  peaks: number[],
): Promise<boolean> {
  const rows = await db
    .update(musicTracks)
    .set({ peaks })
    .where(and(eq(musicTracks.id, id), eq(musicTracks.audioUrl, audioUrl)))
    .returning({ id: musicTracks.id })
  return rows.length > 0
}

/** Deletes the track; its plays go with it (ON DELETE CASCADE). */
export async function deleteTrack(db: Db, id: string): Promise<MusicTrackRow | undefined> {
  const [row] = await db.delete(musicTracks).where(eq(musicTracks.id, id)).returning()
  return row
}

/**
 * Records one play of an active track as a row. INSERT ... SELECT inserts nothing when the track
 * is unknown or inactive, so the check and the write are one atomic statement (a concurrent
 * delete cannot slip between them). The counts are read afterwards, from the rows, so they include
 * this play and every play committed before it; nothing is read-modify-written, so the stored
 * counts stay exact under concurrency. Returns undefined when nothing was recorded.
 */
export async function recordPlay(
  db: Db,
  trackId: string,
  userId: string,
): Promise<{ playCount: number; userPlays: number } | undefined> {
  const result = await db.execute(sql`
    insert into ${musicPlays} (${sql.identifier(musicPlays.trackId.name)}, ${sql.identifier(musicPlays.userId.name)})
    select ${musicTracks.id}, ${userId}::text from ${musicTracks}
    where ${musicTracks.id} = ${trackId} and ${musicTracks.isActive}
    returning 1 as "recorded"`)
  // Both drivers answer a raw query with `{ rows }`; Drizzle types it loosely.
  if ((result as { rows: unknown[] }).rows.length === 0) return undefined

  const [counts] = await db
    .select({
      playCount: count(),
      userPlays: sql<number>`count(*) filter (where ${musicPlays.userId} = ${userId})`.mapWith(
        Number,
      ),
    })
    .from(musicPlays)
    .where(eq(musicPlays.trackId, trackId))
  return { playCount: counts?.playCount ?? 0, userPlays: counts?.userPlays ?? 0 }
}
