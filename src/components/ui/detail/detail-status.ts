import type { UseQueryResult } from '@tanstack/react-query'
import { isNotFound } from '@/api/errors'

export type DetailStatus<T> =
  { kind: 'loading' } | { kind: 'notFound' } | { kind: 'error' } | { kind: 'ready'; data: T }

/**
 * The state a detail page shows for its query: a 404 (or a record without an id, which some
 * backends send for a missing one) is not-found; any other failure is an error with a retry.
 */
export function detailStatus<T extends { _id: string }>(query: UseQueryResult<T>): DetailStatus<T> {
  // A retry after an error shows the spinner again rather than the old error.
  if (query.isPending || (query.isError && query.isFetching)) return { kind: 'loading' }
  if (query.isError) return isNotFound(query.error) ? { kind: 'notFound' } : { kind: 'error' }
  return query.data._id ? { kind: 'ready', data: query.data } : { kind: 'notFound' }
}
