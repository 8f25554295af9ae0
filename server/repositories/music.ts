import { and, eq, getTableName, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { MusicQuerySchema, MusicTrack, Page, SortKey } from '../../contract'
import { PAGING } from '../../contract'
import type { Db } from '../db/client'
import { musicPlays, musicTracks } from '../db/schema'
import { mediaColumns, updateRow } from './media-rows'
import { listSelect, type ListSpec } from './list-table'
import { folded } from './paging'

export type MusicTrackRow = typeof musicTracks.$inferSelect
export type MusicTrackValues = Omit<
  typeof musicTracks.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>

export const musicMedia = mediaColumns(musicTracks, ['audioUrl', 'coverImageUrl'])

/** Page size when a client asks for a page without saying how large. */
export const DEFAULT_MUSIC_PAGE_LIMIT = PAGING.musicPageSize

export const toMusicTrack = (row: MusicTrackRow, userPlays: number): MusicTrack => ({
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
  // Kept exact by a trigger on music_plays (migration 0005): no count per track per read.
  playCount: row.playCount,
  userPlays,
  createdAt: row.createdAt.toISOString(),
  peaks: row.peaks ?? [],
})

/**
 * The viewer's own plays as a correlated subquery of the one list query: an index-only count
 * over (user_id, track_id). The outer track id is spelled out qualified: Drizzle drops the table
 * name of columns when a query reads a single table, and an unqualified "id" would resolve inside
 * the subquery.
 */
const outerTrackId = sql`${sql.identifier(getTableName(musicTracks))}.${sql.identifier(musicTracks.id.name)}`

const userPlaysSql = (viewerId: string | null) =>
  viewerId
    ? sql<number>`(select count(*) from ${musicPlays} where ${musicPlays.trackId} = ${outerTrackId} and ${musicPlays.userId} = ${viewerId})`.mapWith(
        Number,
      )
    : sql<number>`0`.mapWith(Number)

/**
 * When a track came out: its release date, else the day it was added. The card says "Released"
 * with the same fallback, so a track uploaded without a date is listed where its card says it
 * belongs (first when just added), not after every dated release. The index music_released_idx
 * is on this expression.
 */
const releasedAtSql = sql`coalesce(${musicTracks.releaseDate}, ${musicTracks.createdAt})`

const MUSIC_SORTS: Record<SortKey<'music'>, (AnyColumn | SQL)[]> = {
  released: [releasedAtSql, musicTracks.createdAt],
  plays: [musicTracks.playCount],
  title: [folded(musicTracks.title)],
  artist: [folded(musicTracks.artist)],
  genre: [musicTracks.genre, releasedAtSql, musicTracks.createdAt],
  duration: [musicTracks.duration],
  created: [musicTracks.createdAt],
}

export type MusicListQuery = z.output<typeof MusicQuerySchema>

/** Who asks: their own plays become `userPlays`; only an admin sees inactive tracks. */
export interface MusicViewer {
  viewerId: string | null
  isAdmin: boolean
}

/** Active tracks, unless an admin asks for inactive ones (`active`) or for all (`includeInactive`). */
function visibility(query: MusicListQuery, viewer: MusicViewer): SQL | undefined {
  if (viewer.isAdmin && query.active) return eq(musicTracks.isActive, query.active === 'true')
  if (viewer.isAdmin && query.includeInactive === 'true') return undefined
  return eq(musicTracks.isActive, true)
}

/**
 * The tracks a query asks for: one page with `page` or `limit` (20 by default, as the hosted API
 * pages), else every matching track as page 1 of 1. One round trip; a page past the last costs a
 * count more.
 */
export async function listMusic(
  db: Db,
  query: MusicListQuery,
  viewer: MusicViewer,
): Promise<Page<MusicTrack>> {
  const spec: ListSpec<SortKey<'music'>, MusicListQuery> = {
    sorts: MUSIC_SORTS,
    defaultSort: 'released',
    search: [musicTracks.title, musicTracks.artist, musicTracks.album],
    filters: () => [
      visibility(query, viewer),
      query.genre ? eq(musicTracks.genre, query.genre) : undefined,
    ],
    pageSize: DEFAULT_MUSIC_PAGE_LIMIT,
  }
  const fields = { track: musicTracks, userPlays: userPlaysSql(viewer.viewerId) }
  return listSelect(db, musicTracks, fields, query, spec, (row) =>
    toMusicTrack(row.track, row.userPlays),
  )
}

/** One track with its counts for `viewerId`, whether active or not (admin reads and write answers). */
export async function findTrack(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<MusicTrack | undefined> {
  const [row] = await db
    .select({ track: musicTracks, userPlays: userPlaysSql(viewerId) })
    .from(musicTracks)
    .where(eq(musicTracks.id, id))
    .limit(1)
  return row ? toMusicTrack(row.track, row.userPlays) : undefined
}

export async function insertTrack(db: Db, values: MusicTrackValues): Promise<MusicTrackRow> {
  const [row] = await db.insert(musicTracks).values(values).returning()
  if (!row) throw new Error('Music insert returned no row')
  return row
}

/** The row before and after (a field undefined keeps it); undefined when there is no such track. */
export const updateTrack = (db: Db, id: string, values: Partial<MusicTrackValues>) =>
  updateRow(db, musicTracks, id, values)

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
 * delete cannot slip between them). The counts are read afterwards, so they include this play and every
 * play committed before it; the stored count is raised by a trigger in the insert's statement
 * (an UPDATE that takes the track's row lock), so concurrent plays are all counted. Returns undefined when nothing was recorded.
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

  // play_count was raised by the insert's trigger, in the insert's own statement.
  const [counts] = await db
    .select({ playCount: musicTracks.playCount, userPlays: userPlaysSql(userId) })
    .from(musicTracks)
    .where(eq(musicTracks.id, trackId))
  return { playCount: counts?.playCount ?? 0, userPlays: counts?.userPlays ?? 0 }
}
