import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  CreateProducerBodySchema,
  Page,
  Producer,
  ProducerQuerySchema,
  SortKey,
} from '../../contract'
import type { Db } from '../db/client'
import { LEVEL_RANKS, producers } from '../db/schema'
import { mediaColumns, updateRow } from './media-rows'
import { folded } from './paging'
import { listTable, type ListSpec } from './list-table'

type ProducerRow = typeof producers.$inferSelect
type ProducerQuery = z.output<typeof ProducerQuerySchema>

export const producerMedia = mediaColumns(producers, ['image'])

/** A validated producer body without its image: what the routes hand over to be stored. */
export type ProducerValues = Omit<z.output<typeof CreateProducerBodySchema>, 'image'>

export const toProducer = (row: ProducerRow): Producer => ({
  _id: row.id,
  name: row.name,
  level: row.level,
  bio: row.bio,
  contactEmail: row.contactEmail,
  yearsExperience: row.yearsExperience,
  image: row.image,
  genres: row.genres,
  skills: row.skills,
  credits: row.credits,
  socialMedia: row.socialMedia,
  createdAt: row.createdAt.toISOString(),
})

const columns = (values: ProducerValues) => ({
  name: values.name,
  level: values.level,
  bio: values.bio,
  contactEmail: values.contactEmail,
  yearsExperience: values.yearsExperience,
  genres: values.genres,
  skills: values.skills,
  credits: values.credits,
  socialMedia: values.socialMedia,
})

const PRODUCER_LIST: ListSpec<SortKey<'producer'>, ProducerQuery> = {
  sorts: {
    created: [producers.createdAt],
    name: [folded(producers.name)],
    // From junior up, not alphabetically (the index producers_level_rank_idx is on this).
    level: [sql`array_position(${sql.raw(LEVEL_RANKS)}, ${producers.level})`, producers.createdAt],
    experience: [producers.yearsExperience],
  },
  defaultSort: 'created',
  // Genres and skills are JSON arrays; their text holds every entry.
  search: [producers.name, sql`${producers.genres}::text`, sql`${producers.skills}::text`],
  filters: (query) => [query.level ? eq(producers.level, query.level) : undefined],
}

/** The producers a query asks for (contract/paging.ts): one page, or all as page 1 of 1. */
export const listProducers = (db: Db, query: ProducerQuery): Promise<Page<Producer>> =>
  listTable(db, producers, query, PRODUCER_LIST, toProducer)

export async function findProducer(db: Db, id: string): Promise<Producer | undefined> {
  const [row] = await db.select().from(producers).where(eq(producers.id, id)).limit(1)
  return row && toProducer(row)
}

export async function insertProducer(
  db: Db,
  values: ProducerValues & { image: string },
): Promise<Producer> {
  const [row] = await db
    .insert(producers)
    .values({ ...columns(values), image: values.image })
    .returning()
  if (!row) throw new Error('Inserting a producer returned no row')
  return toProducer(row)
}

/** Replaces the editable fields; `image` undefined keeps the stored one. Undefined when no such row. */
export async function updateProducer(
  db: Db,
  id: string,
  values: ProducerValues & { image?: string },
): Promise<{ before: ProducerRow; after: Producer } | undefined> {
  const updated = await updateRow(db, producers, id, {
    ...columns(values),
    ...(values.image !== undefined && { image: values.image }),
  })
  return updated && { before: updated.before, after: toProducer(updated.after) }
}

export async function deleteProducer(db: Db, id: string): Promise<Producer | undefined> {
  const [row] = await db.delete(producers).where(eq(producers.id, id)).returning()
  return row && toProducer(row)
}
