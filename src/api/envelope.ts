/**
 * The label's hosted API and ours answer in several shapes (spec §7): a bare value,
 * `{success, data}`, or `{success, data: {docs}}`. These unwrap all of them, so one code path
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

/** One entity from `{data: {...}}` or the entity itself. */
export function unwrapOne(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return {}
  return isRecord(body.data) ? body.data : body
}

export { isRecord }
