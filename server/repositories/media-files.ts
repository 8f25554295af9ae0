import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { mediaFiles } from '../db/schema'

/**
 * The media_files rows of the media store (server/media/index.ts): one per distinct stored file,
 * by its content hash, with the uploads of it that still wait for their entity write (`pending`).
 */
export type MediaFileRow = typeof mediaFiles.$inferSelect
export type MediaFileValues = Omit<typeof mediaFiles.$inferInsert, 'createdAt'>

export async function findMediaFile(db: Db, hash: string): Promise<MediaFileRow | undefined> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash))
  return row
}

/** The row, locked until the transaction ends: a release and a new upload of it take turns. */
export async function lockMediaFile(tx: Db, hash: string): Promise<MediaFileRow | undefined> {
  const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.hash, hash)).for('update')
  return row
}

export async function setMediaVariants(db: Db, hash: string, variants: number[]): Promise<void> {
  await db.update(mediaFiles).set({ variants }).where(eq(mediaFiles.hash, hash))
}

export async function deleteMediaFile(tx: Db, hash: string): Promise<void> {
  await tx.delete(mediaFiles).where(eq(mediaFiles.hash, hash))
}

/** Adds `pending` (0 or more) to the file's waiting uploads, inserting its row the first time. */
export async function upsertMediaFile(db: Db, values: MediaFileValues): Promise<void> {
  const pending = values.pending ?? 0
  await db
    .insert(mediaFiles)
    .values(values)
    .onConflictDoUpdate({
      target: mediaFiles.hash,
      set: { pending: sql`${mediaFiles.pending} + ${pending}` },
    })
}

/** Takes `count` uploads off the file's waiting ones (their entity write has finished). */
export async function uncountPending(db: Db, hash: string, count: number): Promise<void> {
  await db
    .update(mediaFiles)
    .set({ pending: sql`${mediaFiles.pending} - ${count}` })
    .where(eq(mediaFiles.hash, hash))
}
