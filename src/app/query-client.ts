import { QueryClient } from '@tanstack/react-query'

/**
 * Server state defaults. Data stays fresh for 30 s (lists change rarely; moving between pages
 * does not refetch). One retry covers a dropped connection without hammering a failing API.
 * No refetch on window focus: admin forms must not shift under the cursor, and public pages
 * are not worth a burst of requests each time a tab is revisited.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  })
}
