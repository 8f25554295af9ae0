import { desc, eq } from 'drizzle-orm'
import type { ContactMessage } from '../../contract'
import type { Db } from '../db/client'
import { contactMessages } from '../db/schema'

type ContactRow = typeof contactMessages.$inferSelect

export const toContactMessage = (row: ContactRow): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  message: row.message,
  isRead: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
})

export async function insertContactMessage(
  db: Db,
  values: { name: string; email: string; phone: string; message: string },
): Promise<ContactRow> {
  const [row] = await db.insert(contactMessages).values(values).returning()
  if (!row) throw new Error('Contact message insert returned no row')
  return row
}

export async function listContactMessages(db: Db): Promise<ContactRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
}

/** Marks a message read (now) or unread; undefined when no message has that id. */
export async function setContactMessageRead(
  db: Db,
  id: string,
  isRead: boolean,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: isRead ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning()
  return row
}

/** Deletes a message; undefined when no message has that id. */
export async function deleteContactMessage(db: Db, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning()
  return row
}
