import { randomUUID } from 'node:crypto'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { PRODUCER_LEVELS } from '../../contract/constants'

/**
 * One schema for PGlite and PostgreSQL. Ids are opaque text (UUIDs), so a malformed id is just
 * an id that matches nothing: a 404, never a database cast error.
 */
const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID())
const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).defaultNow().notNull()

/**
 * Small numbers 0-255 as the bytes of a `bytea`: a waveform's 200 peaks take 200 bytes, not the
 * ~800 of a JSON array, and no value outside 0-255 can be stored. node-postgres reads a Buffer,
 * PGlite a Uint8Array; both are byte arrays.
 */
const byteArray = customType<{ data: number[]; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (values) => Buffer.from(values),
  fromDriver: (bytes) => [...bytes],
})

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_username_idx').on(sql`lower(${t.username})`, t.id),
    index('users_email_order_idx').on(t.email, t.id),
    index('users_type_idx').on(t.userType, t.createdAt, t.id),
    index('users_active_idx').on(t.isActive, t.createdAt, t.id),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export type ArtistSocialLinksRow = {
  facebook: string
  instagram: string
  twitter: string
  youtube: string
  tiktok: string
}

export const artists = pgTable(
  'artists',
  {
    id: id(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    age: integer('age'),
    management: text('management').notNull().default(''),
    image: text('image').notNull().default(''),
    socialLinks: jsonb('social_links').$type<ArtistSocialLinksRow>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('artists_created_idx').on(t.createdAt, t.id),
    index('artists_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
)

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    category: text('category').notNull().default('General'),
    /** Rows in gallery_likes for this item, kept exact by a trigger on that table (migration 0005). */
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('gallery_created_idx').on(t.createdAt, t.id),
    index('gallery_title_idx').on(sql`lower(${t.title})`, t.id),
    index('gallery_category_idx').on(t.category, t.createdAt, t.id),
    index('gallery_likes_count_idx').on(t.likeCount, t.id),
  ],
)

/** A like is a row: one per user and item, so counts are exact under concurrency. */
export const galleryLikes = pgTable(
  'gallery_likes',
  {
    galleryId: text('gallery_id')
      .notNull()
      .references(() => galleryItems.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.galleryId, t.userId] }),
    index('gallery_likes_user_idx').on(t.userId),
  ],
)

export type CreditRow = { project: string; role: string; year: number }
export type ProducerSocialRow = {
  instagram: string
  twitter: string
  facebook: string
  spotify: string
  soundCloud: string
  youtube: string
  appleMusic: string
}

/** Producer levels from junior up, as SQL: sort=level orders by rank, not alphabetically. */
export const LEVEL_RANKS = `array[${PRODUCER_LEVELS.map((level) => `'${level}'`).join(', ')}]::text[]`

export const producers = pgTable(
  'producers',
  {
    id: id(),
    name: text('name').notNull(),
    level: text('level').notNull(),
    bio: text('bio').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    yearsExperience: integer('years_experience').notNull().default(0),
    image: text('image').notNull().default(''),
    genres: jsonb('genres').$type<string[]>().notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    credits: jsonb('credits').$type<CreditRow[]>().notNull(),
    socialMedia: jsonb('social_media').$type<ProducerSocialRow>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('producers_created_idx').on(t.createdAt, t.id),
    index('producers_name_idx').on(sql`lower(${t.name})`, t.id),
    index('producers_level_filter_idx').on(t.level, t.createdAt, t.id),
    index('producers_level_rank_idx').on(
      sql`array_position(${sql.raw(LEVEL_RANKS)}, ${t.level})`,
      t.createdAt,
      t.id,
    ),
    index('producers_experience_idx').on(t.yearsExperience, t.id),
  ],
)

export type PortfolioRow = { title: string; year: number; role: string }

export const filmmakers = pgTable(
  'filmmakers',
  {
    id: id(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    image: text('image').notNull().default(''),
    specialization: text('specialization').notNull().default('Director'),
    experience: integer('experience').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    portfolio: jsonb('portfolio').$type<PortfolioRow[]>().notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('filmmakers_created_idx').on(t.createdAt, t.id),
    index('filmmakers_name_idx').on(sql`lower(${t.name})`, t.id),
    index('filmmakers_specialization_idx').on(t.specialization, t.createdAt, t.id),
    index('filmmakers_experience_idx').on(t.experience, t.id),
  ],
)

export const musicTracks = pgTable(
  'music_tracks',
  {
    id: id(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    album: text('album').notNull().default(''),
    genre: text('genre').notNull().default('Other'),
    releaseDate: timestamp('release_date', { withTimezone: true }),
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
    playedAt: timestamp('played_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('music_plays_track_idx').on(t.trackId),
    index('music_plays_user_track_idx').on(t.userId, t.trackId),
    index('music_plays_played_idx').on(t.playedAt),
  ],
)

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    /** When an admin marked the message read; null while it is unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_created_idx').on(t.createdAt, t.id),
    // status=unread|read: a partial index each way keeps the unread count and list cheap.
    index('contact_unread_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.readAt} is null`),
    index('contact_read_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.readAt} is not null`),
    index('contact_name_idx').on(sql`lower(${t.name})`, t.id),
    index('contact_email_idx').on(sql`lower(${t.email})`, t.id),
  ],
)

/**
 * Detail-page views, for the dashboard's monthly `views`: at most one row per visitor, item and
 * UTC day (the unique index), so repeating a request cannot inflate the count.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: text('entity_type', {
      enum: ['artist', 'producer', 'filmmaker', 'gallery', 'music'],
    }).notNull(),
    entityId: text('entity_id').notNull(),
    /** A one-way key of the visitor (repositories/page-views.ts), never an address itself. */
    visitor: text('visitor').notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('page_views_viewed_idx').on(t.viewedAt),
    uniqueIndex('page_views_once_a_day_idx').on(t.entityType, t.entityId, t.visitor, t.viewedOn),
  ],
)

/**
 * Plays and detail views per UTC month, for the dashboard: kept by triggers on music_plays and
 * page_views (the custom SQL of their migration), so its totals and monthly series read a row a
 * month instead of every play and view.
 */
export const activityMonths = pgTable('activity_months', {
  /** The first day of the month (UTC). */
  month: date('month', { mode: 'string' }).primaryKey(),
  plays: bigint('plays', { mode: 'number' }).notNull().default(0),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
})

/** Every stored media file, by content hash; variants are files named after it. */
export const mediaFiles = pgTable('media_files', {
  hash: text('hash').primaryKey(),
  kind: text('kind', { enum: ['image', 'video', 'audio'] }).notNull(),
  mime: text('mime').notNull(),
  ext: text('ext').notNull(),
  size: integer('size').notNull(),
  /** Widths of the WebP variants written beside an image. */
  variants: jsonb('variants').$type<number[]>().notNull(),
  /**
   * Uploads of this file saved for an entity write that has not finished yet (server/media/
   * write.ts). While above 0 the file is kept even if no row holds its URL yet.
   */
  pending: integer('pending').notNull().default(0),
  createdAt: createdAt(),
})
