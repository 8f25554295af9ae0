import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router-dom'
import type { PublicReads } from '@contract/ssr'

/**
 * What a page's `prefetch` gets on the server: the request's query cache, the database reads
 * (server/ssr/reads.ts), the route's params and the address's search params (a list's page,
 * search and filters). docs/decisions/012-server-rendering-and-hydration.md.
 */
export interface PrefetchContext {
  queryClient: QueryClient
  reads: PublicReads
  params: Params
  searchParams: URLSearchParams
}

/**
 * A page module may export `prefetch`: it puts into the query cache, under the keys the page's
 * queries use, what the page's first render reads. It runs on the server only, as the route's
 * loader (./router.tsx); the browser hydrates the cache from the server's (src/main.tsx), so its
 * first render reads the same data and makes no call. In the browser the queries fetch as usual.
 */
/** What it answers (e.g. the page it seeded) is not read. */
export type PagePrefetch = (context: PrefetchContext) => Promise<unknown>
