import { http, HttpResponse } from 'msw'
import { isPaged } from '@contract/paging-rules'
import { localPage, type PagedCollection } from '@/api/paging'
import { apiUrl, server } from '../msw'

/**
 * GET `path` answered as the server answers it (contract/paging.ts): with `page` or `limit`, one
 * page of the list searched, filtered, ordered and sliced by the collection's own rules; without,
 * the whole list. Every request's parameters are kept, for the test to check what was asked.
 */
export function servePages<T>(path: string, collection: PagedCollection<T>, initial: object[]) {
  const state = { items: [...initial], requests: [] as Record<string, string>[] }
  server.use(
    http.get(apiUrl(path), ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams)
      state.requests.push(params)
      const items = state.items.map((item) => collection.normalize(item as Record<string, unknown>))
      if (!isPaged(params)) return HttpResponse.json(items)
      return HttpResponse.json({ success: true, data: localPage(items, params, collection.local) })
    }),
  )
  return {
    state,
    /** The requests for the table's page (not the stat cards' one-row totals). */
    pageRequests: () => state.requests.filter((params) => params.limit !== '1'),
    lastPage: () => state.requests.filter((params) => params.limit !== '1').at(-1),
  }
}

/** DELETE `path/:id` removing the record from a served list; `fail` names ids it refuses. */
export function serveDeletes(
  path: string,
  served: { state: { items: object[] } },
  fail: string[] = [],
) {
  const deleted: string[] = []
  server.use(
    http.delete(apiUrl(`${path}/:id`), ({ params }) => {
      const id = String(params.id)
      if (fail.includes(id))
        return HttpResponse.json({ success: false, message: 'It is in use.' }, { status: 409 })
      deleted.push(id)
      served.state.items = served.state.items.filter((item) => (item as { _id: string })._id !== id)
      return HttpResponse.json({ success: true, message: 'Deleted' })
    }),
  )
  return deleted
}
