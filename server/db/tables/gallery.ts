import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { id, createdAt, updatedAt } from './columns'
import { users } from './accounts'

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
