import { QueryClient } from '@tanstack/react-query'
import { httpStatus } from '@/api/errors'

/**
 * One retry covers a dropped connection or a server hiccup. A 4xx answer is the API's final word
 * (not found, forbidden, invalid): asking again a second later only delays the page saying so.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error)
  if (status !== undefined && status >= 400 && status < 500) return false
  return failureCount < 1
}

/**
 * Server state defaults. Data stays fresh for 30 s (lists change rarely; moving between pages
 * does not refetch). One retry (never for a 4xx) covers a dropped connection without hammering a failing API.
 * No refetch on window focus: admin forms must not shift under the cursor, and public pages
 * are not worth a burst of requests each time a tab is revisited.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  })
}
