/**
 * Paging rules both sides read without zod (the SPA's public chunks import this module, not
 * ./paging.ts, so no validation library comes with them). docs/product.md, "Lists in pages".
 */

export const PAGING = {
  /** Items a public list shows per page: fills whole rows of 2, 3, 4 and 6 columns. */
  publicPageSize: 24,
  /**
   * Tracks /musics shows per page: the hosted API's own page, so `?page=2` is the same tracks
   * on either API and one page is one call there; whole rows of the list's 1, 2 and 4 columns.
   * A track card carries its waveform, so 24 of them passed the 200 kB page budget
   * (docs/decisions/024-music-page-size.md).
   */
  musicPageSize: 20,
  /** Rows per page on the admin's manage screens and inbox. */
  adminPageSizes: [25, 50, 100] as const,
  /** Largest `limit` any collection answers. */
  limitMax: 100,
  /** Highest `page` asked for: past it an offset would make the database skip millions of rows. */
  pageMax: 10_000,
  /** Longest search text, in characters. */
  queryMax: 100,
  /** Items the home page previews of each list. */
  homePreview: 4,
} as const

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** One page of a collection. `pages` is at least 1; a page past the last has no docs. */
export interface Page<T> {
  docs: T[]
  total: number
  page: number
  limit: number
  pages: number
}

/** Each collection's orders; the first is the default (with its default direction below). */
export const SORTS = {
  music: ['released', 'plays', 'title', 'artist', 'genre', 'duration', 'created'],
  gallery: ['created', 'title', 'category', 'likes'],
  artist: ['created', 'name'],
  producer: ['created', 'name', 'level', 'experience'],
  filmmaker: ['created', 'name', 'specialization', 'experience'],
  contact: ['created', 'name', 'email', 'subject'],
  users: ['created', 'username', 'email', 'userType'],
} as const
export type SortKey<K extends keyof typeof SORTS> = (typeof SORTS)[K][number]

/** Without `order`: dates and counts newest or largest first, text A to Z. */
export const defaultOrder = (sort: string): SortOrder =>
  ['released', 'plays', 'created', 'likes', 'experience', 'duration'].includes(sort)
    ? 'desc'
    : 'asc'

/** A query asks for one page when it names `page` or `limit`. */
export const isPaged = (query: { page?: unknown; limit?: unknown }) =>
  query.page !== undefined || query.limit !== undefined

/** `pages` of a page: at least 1, so page 1 of an empty list exists. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))
