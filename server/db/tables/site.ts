import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { id, createdAt, instant, writtenAt } from './columns'

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    /** When an admin marked the message read; null while it is unread. */
    readAt: instant('read_at'),
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
    viewedAt: writtenAt('viewed_at'),
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
