import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  CreateFilmmakerBodySchema,
  Filmmaker,
  FilmmakerQuerySchema,
  Page,
  SortKey,
} from '../../contract'
import type { Db } from '../db/client'
import { filmmakers } from '../db/schema'
import { mediaColumns, updateRow } from './media-rows'
import { folded } from './paging'
import { listTable, type ListSpec } from './list-table'

type FilmmakerRow = typeof filmmakers.$inferSelect
type FilmmakerQuery = z.output<typeof FilmmakerQuerySchema>

export const filmmakerMedia = mediaColumns(filmmakers, ['image'])

/** A validated filmmaker body without its image: what the routes hand over to be stored. */
export type FilmmakerValues = Omit<z.output<typeof CreateFilmmakerBodySchema>, 'image'>

/** The e-mail appears twice: the admin views read it at the top level (docs/product.md §8). */
export const toFilmmaker = (row: FilmmakerRow): Filmmaker => ({
  _id: row.id,
  name: row.name,
  bio: row.bio,
  image: row.image,
  specialization: row.specialization,
  experience: row.experience,
  isActive: row.isActive,
  portfolio: row.portfolio,
  contact: { email: row.contactEmail, phone: row.contactPhone },
  email: row.contactEmail,
  createdAt: row.createdAt.toISOString(),
})

const columns = (values: FilmmakerValues) => ({
  name: values.name,
  bio: values.bio,
  specialization: values.specialization,
  experience: values.experience,
  portfolio: values.portfolio,
  contactEmail: values.contact.email,
  contactPhone: values.contact.phone,
  // Absent means "leave as is" on update and "active" on create (the column default).
  ...(values.isActive !== undefined && { isActive: values.isActive }),
})

const FILMMAKER_LIST: ListSpec<SortKey<'filmmaker'>, FilmmakerQuery> = {
  sorts: {
    created: [filmmakers.createdAt],
    name: [folded(filmmakers.name)],
    specialization: [filmmakers.specialization, filmmakers.createdAt],
    experience: [filmmakers.experience],
  },
  defaultSort: 'created',
  search: [filmmakers.name, filmmakers.specialization],
  filters: ({ specialization }) => [
    specialization ? eq(filmmakers.specialization, specialization) : undefined,
  ],
}

/** The filmmakers a query asks for (contract/paging.ts): one page, or all as page 1 of 1. */
export const listFilmmakers = (db: Db, query: FilmmakerQuery): Promise<Page<Filmmaker>> =>
  listTable(db, filmmakers, query, FILMMAKER_LIST, toFilmmaker)

export async function findFilmmaker(db: Db, id: string): Promise<Filmmaker | undefined> {
  const [row] = await db.select().from(filmmakers).where(eq(filmmakers.id, id)).limit(1)
  return row && toFilmmaker(row)
}

export async function insertFilmmaker(
  db: Db,
  values: FilmmakerValues & { image: string },
): Promise<Filmmaker> {
  const [row] = await db
    .insert(filmmakers)
    .values({ ...columns(values), image: values.image })
    .returning()
  if (!row) throw new Error('Inserting a filmmaker returned no row')
  return toFilmmaker(row)
}

/** Replaces the editable fields; `image` undefined keeps the stored one. Undefined when no such row. */
export async function updateFilmmaker(
  db: Db,
  id: string,
  values: FilmmakerValues & { image?: string },
): Promise<{ before: FilmmakerRow; after: Filmmaker } | undefined> {
  const updated = await updateRow(db, filmmakers, id, {
    ...columns(values),
    ...(values.image !== undefined && { image: values.image }),
  })
  return updated && { before: updated.before, after: toFilmmaker(updated.after) }
}

export async function deleteFilmmaker(db: Db, id: string): Promise<Filmmaker | undefined> {
  const [row] = await db.delete(filmmakers).where(eq(filmmakers.id, id)).returning()
  return row && toFilmmaker(row)
}
