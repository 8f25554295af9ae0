import { eq, isNotNull, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { ContactMessage, ContactQuerySchema, Page, SortKey } from '../../contract'
import type { Db } from '../db/client'
import { contactMessages } from '../db/schema'
import { folded } from './paging'
import { listTable, type ListSpec } from './list-table'

type ContactRow = typeof contactMessages.$inferSelect
type ContactQuery = z.output<typeof ContactQuerySchema>

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

/** status=read|unread: whether an admin marked the message read. */
const MESSAGE_STATUS = {
  read: isNotNull(contactMessages.readAt),
  unread: isNull(contactMessages.readAt),
}

const CONTACT_LIST: ListSpec<SortKey<'contact'>, ContactQuery> = {
  sorts: {
    created: [contactMessages.createdAt],
    name: [folded(contactMessages.name)],
    email: [folded(contactMessages.email)],
    // A message has no subject line: its text stands in for one.
    subject: [folded(contactMessages.message)],
  },
  defaultSort: 'created',
  search: [contactMessages.name, contactMessages.email, contactMessages.message],
  filters: ({ status }) => [status ? MESSAGE_STATUS[status] : undefined],
}

/** The messages a query asks for (contract/paging.ts): one page, or all as page 1 of 1. */
export const listContactMessages = (db: Db, query: ContactQuery): Promise<Page<ContactMessage>> =>
  listTable(db, contactMessages, query, CONTACT_LIST, toContactMessage)

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
