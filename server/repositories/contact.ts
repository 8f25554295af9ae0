import { desc } from 'drizzle-orm'
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
