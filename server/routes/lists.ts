import { z } from 'zod'
import {
  PAGING,
  SORTS,
  defaultOrder,
  isPaged,
  pageSchema,
  successEnvelope,
  type Page,
} from '../../contract'
import { DEFAULT_LIMIT } from '../repositories/paging'

/**
 * What the collections' GET routes share (contract/paging.ts): the answer is one page in the
 * success envelope when `page` or `limit` is given, else the collection's unpaged shape (an
 * array, or an array in the envelope), which existing clients read.
 */

/** A list route's 200: either shape, so both are documented and serialized. */
export const listResponse = <Item extends z.ZodType, Whole extends z.ZodType>(
  item: Item,
  whole: Whole,
) => z.union([successEnvelope(pageSchema(item)), whole])

/** The answer to `query`: `page` itself when paged, else its docs in the unpaged shape. */
export const listAnswer = <T, Whole>(
  query: { page?: unknown; limit?: unknown },
  page: Page<T>,
  whole: (docs: T[]) => Whole,
) => (isPaged(query) ? { success: true as const, data: page } : whole(page.docs))

/** The OpenAPI description of a list route: its search, filters and orders, and the paging rules. */
export function listDescription(
  collection: keyof typeof SORTS,
  {
    search,
    filters = [],
    defaultLimit = DEFAULT_LIMIT,
  }: {
    search: string
    filters?: string[]
    defaultLimit?: number
  },
): string {
  const sorts = SORTS[collection]
  return [
    `With page or limit: one page in the success envelope, {success, data: {docs, total, page, limit, pages}}; limit is ${defaultLimit} when only page is given, at most ${PAGING.limitMax}, page at most ${PAGING.pageMax}; a page past the last has no docs and the true total.`,
    'Without page or limit: the whole collection, in the shape this route has always answered, with q, filters and order applied. That reads and sends every row, a cost that grows with the collection: clients should page.',
    `q (at most ${PAGING.queryMax} characters): every word appears, in any case, in ${search}.`,
    ...filters,
    'from/to: ISO 8601 instants bounding createdAt (from inclusive, to exclusive).',
    `sort: ${sorts.join(', ')} (default ${sorts[0]}); order asc or desc (default ${sorts
      .map((sort) => `${sort} ${defaultOrder(sort)}`)
      .join(', ')}); ties keep one order by id.`,
    'A bad value (page 0, limit over the maximum, an unknown sort or filter value) is a 400.',
  ].join(' ')
}
