import { bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { id, createdAt, updatedAt, byteArray, instant, writtenAt } from './columns'
import { users } from './accounts'

export const musicTracks = pgTable(
  'music_tracks',
  {
    id: id(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    album: text('album').notNull().default(''),
    genre: text('genre').notNull().default('Other'),
    releaseDate: instant('release_date'),
    /** Seconds, read from the audio file itself when it can be. */
    duration: integer('duration').notNull(),
    coverImageUrl: text('cover_image_url').notNull().default(''),
    audioUrl: text('audio_url').notNull(),
    youtubeLink: text('youtube_link').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The waveform (server/waveform/peaks.ts): null until computed (tracks stored before it
     * existed; the start-up backfill fills them), empty when the audio cannot be decoded.
     */
    peaks: byteArray('peaks'),
    /** Rows in music_plays for this track, kept exact by a trigger on that table (migration 0005). */
    playCount: integer('play_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('music_created_idx').on(t.createdAt, t.id),
    // The default order (repositories/music.ts): release date, else the day it was added.
    index('music_released_idx').on(
      t.isActive,
      sql`coalesce(${t.releaseDate}, ${t.createdAt})`,
      t.createdAt,
      t.id,
    ),
    // Guests read active tracks only, so each order's index starts with is_active.
    index('music_title_idx').on(t.isActive, sql`lower(${t.title})`, t.id),
    index('music_artist_idx').on(t.isActive, sql`lower(${t.artist})`, t.id),
    index('music_genre_idx').on(
      t.isActive,
      t.genre,
      sql`coalesce(${t.releaseDate}, ${t.createdAt})`,
      t.createdAt,
      t.id,
    ),
    index('music_duration_idx').on(t.isActive, t.duration, t.id),
    index('music_play_count_idx').on(t.isActive, t.playCount, t.id),
  ],
)

/** A play is a row with its time: playCount, userPlays and monthly listens derive from these. */
export const musicPlays = pgTable(
  'music_plays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trackId: text('track_id')
      .notNull()
      .references(() => musicTracks.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    playedAt: writtenAt('played_at'),
  },
  (t) => [
    index('music_plays_track_idx').on(t.trackId),
    index('music_plays_user_track_idx').on(t.userId, t.trackId),
    index('music_plays_played_idx').on(t.playedAt),
  ],
)
