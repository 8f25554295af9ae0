import { http, HttpResponse } from 'msw'
import { localPage, type PagedCollection } from '@/api/paging'
import { apiUrl, server } from './msw'

/**
 * Answers GET `path` as our API does (contract/paging.ts): one page of `items` with the search,
 * filters and order of the request applied (the same rules as the hosted API's lists in the SPA,
 * src/api/paging.ts), in `{success, data: {docs, total, page, limit, pages}}`. Every request's
 * parameters are kept, for a test to check what the page asked the API for.
 */
export function servePages<T>(path: string, collection: PagedCollection<T>, items: readonly T[]) {
  const requests: URLSearchParams[] = []
  server.use(
    http.get(apiUrl(path), ({ request }) => {
      const params = new URL(request.url).searchParams
      requests.push(params)
      return HttpResponse.json({
        success: true,
        data: localPage(items, Object.fromEntries(params), collection.local),
      })
    }),
  )
  return {
    requests,
    /** The pages asked for, in order (1 when the request named none). */
    pagesAsked: () => requests.map((params) => Number(params.get('page') ?? 1)),
  }
}
