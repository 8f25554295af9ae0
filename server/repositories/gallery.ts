import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { GalleryItem, GalleryQuerySchema, Page, SortKey } from '../../contract'
import type { Db } from '../db/client'
import { galleryItems, galleryLikes } from '../db/schema'
import { mediaColumns, updateRow } from './media-rows'
import { listSelect, type ListSpec } from './list-table'
import { folded } from './paging'

type GalleryRow = typeof galleryItems.$inferSelect
type GalleryQuery = z.output<typeof GalleryQuerySchema>
export type GalleryValues = Omit<typeof galleryItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
export const galleryMedia = mediaColumns(galleryItems, ['image', 'videoUrl'])

/** An item with the ids of the users who like it, oldest like first. */
export type GalleryRowWithLikes = GalleryRow & { likedBy: string[] }

/** `isLikedByUser` is relative to the caller: false for a guest. */
export const toGalleryItem = (row: GalleryRowWithLikes, viewerId: string | null): GalleryItem => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  image: row.image,
  imageUrl: row.image,
  videoUrl: row.videoUrl,
  category: row.category,
  // Kept exact by a trigger on gallery_likes (migration 0005).
  likeCount: row.likeCount,
  isLikedByUser: viewerId !== null && row.likedBy.includes(viewerId),
  likedBy: row.likedBy,
  createdAt: row.createdAt.toISOString(),
})

/** A correlated subquery, so a list with its likes is one round trip, not one query per item. */
const likedBySql = sql<string[]>`coalesce((
  select json_agg(${galleryLikes.userId} order by ${galleryLikes.createdAt}, ${galleryLikes.userId})
  from ${galleryLikes} where ${galleryLikes.galleryId} = ${galleryItems.id}
), '[]'::json)`

const withLikes = { ...getTableColumns(galleryItems), likedBy: likedBySql }

const GALLERY_LIST: ListSpec<SortKey<'gallery'>, GalleryQuery> = {
  sorts: {
    created: [galleryItems.createdAt],
    title: [folded(galleryItems.title)],
    category: [galleryItems.category, galleryItems.createdAt],
    likes: [galleryItems.likeCount],
  },
  defaultSort: 'created',
  search: [galleryItems.title, galleryItems.description, galleryItems.category],
  filters: ({ category }) => [category ? eq(galleryItems.category, category) : undefined],
}

/**
 * The items a query asks for (contract/paging.ts), one page or all as page 1 of 1;
 * `isLikedByUser` is the viewer's (false for a guest).
 */
export const listGallery = (
  db: Db,
  query: GalleryQuery,
  viewerId: string | null,
): Promise<Page<GalleryItem>> =>
  listSelect(db, galleryItems, withLikes, query, GALLERY_LIST, (row) =>
    toGalleryItem(row, viewerId),
  )

export async function findGalleryItem(
  db: Db,
  id: string,
): Promise<GalleryRowWithLikes | undefined> {
  const [row] = await db
    .select(withLikes)
    .from(galleryItems)
    .where(eq(galleryItems.id, id))
    .limit(1)
  return row
}

export async function insertGalleryItem(
  db: Db,
  values: GalleryValues,
): Promise<GalleryRowWithLikes> {
  const [row] = await db.insert(galleryItems).values(values).returning()
  if (!row) throw new Error('Gallery insert returned no row')
  return { ...row, likedBy: [] }
}

/** The row before and after (a media field undefined keeps it); undefined when there is no such item. */
export async function updateGalleryItem(
  db: Db,
  id: string,
  values: GalleryValues,
): Promise<{ before: GalleryRow; after: GalleryRowWithLikes } | undefined> {
  const updated = await updateRow(db, galleryItems, id, values)
  const after = updated && (await findGalleryItem(db, id))
  return after && { before: updated.before, after }
}

/** The deleted row (its likes go with it, by cascade), so its files can be released. */
export async function deleteGalleryItem(db: Db, id: string): Promise<GalleryRow | undefined> {
  const [row] = await db.delete(galleryItems).where(eq(galleryItems.id, id)).returning()
  return row
}

/** True when a Drizzle error (or the driver error it wraps) is a foreign-key violation. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true
    current = current.cause
  }
  return false
}

/**
 * Toggles one user's like with single-statement writes the database arbitrates: the insert wins
 * when there was no like (the primary key refuses a second one), otherwise the delete removes it.
 * Nothing is read and written back, so concurrent likes by many users are all counted.
 * Undefined when the item does not exist.
 */
export async function toggleLike(
  db: Db,
  galleryId: string,
  userId: string,
): Promise<{ isLiked: boolean; likeCount: number } | undefined> {
  let inserted: unknown[]
  try {
    inserted = await db
      .insert(galleryLikes)
      .values({ galleryId, userId })
      .onConflictDoNothing()
      .returning({ userId: galleryLikes.userId })
  } catch (error) {
    // The item does not exist (or was deleted a moment ago): the foreign key says so.
    if (isForeignKeyViolation(error)) return undefined
    throw error
  }
  const isLiked = inserted.length > 0
  if (!isLiked) {
    await db
      .delete(galleryLikes)
      .where(and(eq(galleryLikes.galleryId, galleryId), eq(galleryLikes.userId, userId)))
  }
  // like_count was moved by the write's trigger, in the write's own statement.
  const [item] = await db
    .select({ likeCount: galleryItems.likeCount })
    .from(galleryItems)
    .where(eq(galleryItems.id, galleryId))
  return { isLiked, likeCount: item?.likeCount ?? 0 }
}
