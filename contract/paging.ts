import { z } from 'zod'
import {
  FILMMAKER_SPECIALIZATIONS,
  LEGACY_FILMMAKER_SPECIALIZATIONS,
  MUSIC_GENRES,
  PRODUCER_LEVELS,
  USER_TYPES,
} from './constants'
import { capped } from './fields'
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
  .string({ error: 'query.invalid' })
  .max(PAGING.queryMax, capped('query.tooLong'))
  .transform((value) => value.trim())

/** An instant as ISO 8601; the SPA computes date windows in the admin's own time zone. */
const instant = z
  .string({ error: 'query.dateInvalid' })
  .max(40, capped('query.dateInvalid'))
  .refine((value) => !Number.isNaN(Date.parse(value)), 'query.dateInvalid')
  .meta({ format: 'date-time' })

/** A whole number from 1 to `max`; anything else (0, -1, abc, 1.5, 10^9) is refused with `message`. */
const bounded = (max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional()

/** One of `values`; an unknown one (or the parameter given twice) is refused. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'query.invalid' }).optional()

/** What every collection takes. `from`/`to` bound `createdAt` (from inclusive, to exclusive). */
const common = {
  page: bounded(PAGING.pageMax, 'query.pageInvalid'),
  limit: bounded(PAGING.limitMax, 'query.limitInvalid'),
  q: searchText.optional(),
  order: oneOf(SORT_ORDERS),
  from: instant.optional(),
  to: instant.optional(),
}

const booleanText = z.enum(['true', 'false'], { error: 'query.invalid' })

export const MusicQuerySchema = z.object({
  ...common,
  sort: oneOf(SORTS.music),
  genre: oneOf(MUSIC_GENRES),
  /** Admins only (ignored for anyone else): inactive tracks too. */
  includeInactive: booleanText.optional(),
  /** Admins only: only active (true) or only inactive (false) tracks. */
  active: booleanText.optional(),
  /** Ignored for identity (the token decides); accepted because older SPAs send it. */
  userId: z.string({ error: 'query.invalid' }).max(100, capped('query.tooLong')).optional(),
})
export type MusicQuery = z.input<typeof MusicQuerySchema>

export const GalleryQuerySchema = z.object({
  ...common,
  sort: oneOf(SORTS.gallery),
  /** Free text, as categories are. */
  category: z.string({ error: 'query.invalid' }).max(50, capped('query.tooLong')).optional(),
})
export type GalleryQuery = z.input<typeof GalleryQuerySchema>

export const ArtistQuerySchema = z.object({ ...common, sort: oneOf(SORTS.artist) })
export type ArtistQuery = z.input<typeof ArtistQuerySchema>

export const ProducerQuerySchema = z.object({
  ...common,
  sort: oneOf(SORTS.producer),
  level: oneOf(PRODUCER_LEVELS),
})
export type ProducerQuery = z.input<typeof ProducerQuerySchema>

export const FilmmakerQuerySchema = z.object({
  ...common,
  sort: oneOf(SORTS.filmmaker),
  specialization: oneOf([...FILMMAKER_SPECIALIZATIONS, ...LEGACY_FILMMAKER_SPECIALIZATIONS]),
})
export type FilmmakerQuery = z.input<typeof FilmmakerQuerySchema>

export const ContactQuerySchema = z.object({
  ...common,
  sort: oneOf(SORTS.contact),
  status: oneOf(['read', 'unread']),
})
export type ContactQuery = z.input<typeof ContactQuerySchema>

export const UsersQuerySchema = z.object({
  ...common,
  sort: oneOf(SORTS.users),
  userType: oneOf(USER_TYPES),
  active: booleanText.optional(),
})
export type UsersQuery = z.input<typeof UsersQuerySchema>
