import { z } from 'zod'
import {
  FILMMAKER_SPECIALIZATIONS,
  LEGACY_FILMMAKER_SPECIALIZATIONS,
  MUSIC_GENRES,
  PRODUCER_LEVELS,
  USER_TYPES,
} from './constants'
import { capped } from './common'
import { PAGING, SORTS, SORT_ORDERS } from './paging-rules'

export * from './paging-rules'

/**
 * Paging, search, filters and order of the collections (GET /music, /gallery, /artist,
 * /producer, /filmmaker, /contact, /admin/users). docs/product.md, "Lists in pages".
 *
 * A request with `page` or `limit` answers one page, `{docs, total, page, limit, pages}`. One
 * without either answers what it always did (the whole collection: an array, or /music's page of
 * everything), with the search, filters and order applied: existing clients keep working.
 */

/** The JSON schema of a Page (./paging-rules.ts). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    docs: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    pages: z.number().int().min(1),
  })

const searchText = z
  .string()
  .max(PAGING.queryMax, capped('query.tooLong'))
  .transform((value) => value.trim())

/** An instant as ISO 8601; the SPA computes date windows in the admin's own time zone. */
const instant = z
  .string()
  .max(40, capped('query.invalid'))
  .refine((value) => !Number.isNaN(Date.parse(value)), 'query.invalid')
  .meta({ format: 'date-time' })

/** What every collection takes. `from`/`to` bound `createdAt` (from inclusive, to exclusive). */
const common = {
  page: z.coerce.number().int().min(1).max(PAGING.pageMax).optional(),
  limit: z.coerce.number().int().min(1).max(PAGING.limitMax).optional(),
  q: searchText.optional(),
  order: z.enum(SORT_ORDERS).optional(),
  from: instant.optional(),
  to: instant.optional(),
}

const booleanText = z.enum(['true', 'false'])

export const MusicQuerySchema = z.object({
  ...common,
  sort: z.enum(SORTS.music).optional(),
  genre: z.enum(MUSIC_GENRES).optional(),
  /** Admins only (ignored for anyone else): inactive tracks too. */
  includeInactive: booleanText.optional(),
  /** Admins only: only active (true) or only inactive (false) tracks. */
  active: booleanText.optional(),
  /** Ignored for identity (the token decides); accepted because older SPAs send it. */
  userId: z.string().max(100).optional(),
})
export type MusicQuery = z.input<typeof MusicQuerySchema>

export const GalleryQuerySchema = z.object({
  ...common,
  sort: z.enum(SORTS.gallery).optional(),
  /** Free text, as categories are. */
  category: z.string().max(50, capped('query.tooLong')).optional(),
})
export type GalleryQuery = z.input<typeof GalleryQuerySchema>

export const ArtistQuerySchema = z.object({ ...common, sort: z.enum(SORTS.artist).optional() })
export type ArtistQuery = z.input<typeof ArtistQuerySchema>

export const ProducerQuerySchema = z.object({
  ...common,
  sort: z.enum(SORTS.producer).optional(),
  level: z.enum(PRODUCER_LEVELS).optional(),
})
export type ProducerQuery = z.input<typeof ProducerQuerySchema>

export const FilmmakerQuerySchema = z.object({
  ...common,
  sort: z.enum(SORTS.filmmaker).optional(),
  specialization: z
    .enum([...FILMMAKER_SPECIALIZATIONS, ...LEGACY_FILMMAKER_SPECIALIZATIONS])
    .optional(),
})
export type FilmmakerQuery = z.input<typeof FilmmakerQuerySchema>

export const ContactQuerySchema = z.object({
  ...common,
  sort: z.enum(SORTS.contact).optional(),
  status: z.enum(['read', 'unread']).optional(),
})
export type ContactQuery = z.input<typeof ContactQuerySchema>

export const UsersQuerySchema = z.object({
  ...common,
  sort: z.enum(SORTS.users).optional(),
  userType: z.enum(USER_TYPES).optional(),
  active: booleanText.optional(),
})
export type UsersQuery = z.input<typeof UsersQuerySchema>
