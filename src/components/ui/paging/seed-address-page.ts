import type { QueryClient } from '@tanstack/react-query'
import type { Page } from '@contract/paging-rules'
import {
  cleanParams,
  pageSizeOf,
  seedPage,
  type PagedCollection,
  type PageParams,
} from '@/api/paging'
import { readPageNumber, withPage } from './page-address'

/**
 * The server's render of a list (a page's `prefetch`, src/app/prefetch.ts): reads the page the
 * address asks for, with the list's `filters`, and puts it under the key of the list's first
 * query (./use-list-pages.ts), so the browser hydrates it without a call. Answers that page.
 */
export async function seedAddressPage<T>(
  queryClient: QueryClient,
  searchParams: URLSearchParams,
  collection: PagedCollection<T>,
  filters: PageParams,
  /** The collection's read (contract/ssr.ts), whose query type is the collection's own. */
  read: (query: never) => Promise<Page<object>>,
): Promise<Page<T>> {
  const page = readPageNumber(searchParams)
  const params = withPage(filters, page)
  // The filters were read from the address against the contract's own values (an unknown one
  // is left out), so the query is one the API's schema takes.
  const query = { ...cleanParams(params), page, limit: pageSizeOf(collection) } as never
  return seedPage(queryClient, collection, params, await read(query))
}
