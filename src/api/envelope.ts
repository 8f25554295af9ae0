/**
 * The hosted API and ours answer in several shapes (docs/product.md §12, docs/hosted-api.md):
 * a bare value, `{success, data}`, `{success, message, data}`, `{success, data: {docs, pages,
 * hasNext}}`, or a mutation's `{message, artist}`. These unwrap all of them, so one code path
 * works against either backend.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A list from an array, `{data: [...]}`, `{data: {docs: [...]}}` or `{docs: [...]}`. */
export function unwrapList(body: unknown): unknown[] {
  if (Array.isArray(body)) return body
  if (!isRecord(body)) return []
  const { data, docs } = body
  if (Array.isArray(data)) return data
  if (isRecord(data) && Array.isArray(data.docs)) return data.docs
  if (Array.isArray(docs)) return docs
  return []
}

/** The records of a list answer; anything that is not an object is left out. */
export const unwrapRecords = (body: unknown): Record<string, unknown>[] =>
  unwrapList(body).filter(isRecord)

/**
 * One entity from `{data: {...}}`, from `{message, <entityKey>: {...}}` (the hosted API's
 * `{message, artist}` and `{message, galleryItem}`), or the entity itself.
 */
export function unwrapOne(body: unknown, entityKey?: string): Record<string, unknown> {
  if (!isRecord(body)) return {}
  if (isRecord(body.data)) return body.data
  if (entityKey && isRecord(body[entityKey])) return body[entityKey]
  return body
}

/** The `message` of a reply, when it has one. */
export function replyMessage(body: unknown): string | undefined {
  return isRecord(body) && typeof body.message === 'string' ? body.message : undefined
}

/**
 * Whether a paged list answer (`{data: {docs, page, pages, hasNext}}` or the same fields at the
 * top) has a page after this one. An answer without paging fields is the whole list.
 */
export function hasNextPage(body: unknown): boolean {
  if (!isRecord(body)) return false
  const paging = isRecord(body.data) ? body.data : body
  if (typeof paging.hasNext === 'boolean') return paging.hasNext
  const { page, pages } = paging
  return typeof page === 'number' && typeof pages === 'number' && page < pages
}

export { isRecord }
