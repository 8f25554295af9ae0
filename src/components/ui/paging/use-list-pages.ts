import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation, useSearchParams } from 'react-router-dom'
import { pageQuery, type PagedCollection, type PageParams } from '@/api/paging'
import { PAGE_PARAM, readPageNumber, withPage } from './page-address'

/**
 * The items after those loaded, a page at a time: what the player's queue calls when it reaches
 * the end of what is on screen (src/features/music/player/queue.ts).
 */
export type MoreItems<T> = () => Promise<{ items: readonly T[]; more?: MoreItems<T> }>

/** What "Load more" leaves in the history entry: the first page the list shows. */
interface PagesState {
  pageStart?: number
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)

function startPage(state: unknown, end: number): number {
  const stated = (state as PagesState | null)?.pageStart
  return typeof stated === 'number' && Number.isInteger(stated) && stated >= 1 && stated <= end
    ? stated
    : end
}

/**
 * A public list in pages, as its address says (docs/product.md, "Lists in pages"). The address
 * names the last page shown (`?page=3`); "Load more" appends the next one and writes its number
 * there (replacing the entry), and the history entry keeps the first page shown, so Back to the
 * list shows the same pages, from the cache. An address opened anew (a link, the server's render,
 * a page link without JavaScript) shows that one page.
 */
export function useListPages<T extends { _id: string }>(
  collection: PagedCollection<T>,
  filters: PageParams,
  viewer?: string,
  /** Parameters sent without being part of the page's key (music: the listener's `userId`). */
  extra?: Record<string, string>,
) {
  const queryClient = useQueryClient()
  const [search, setSearch] = useSearchParams()
  const { state } = useLocation() as { state: unknown }
  const end = readPageNumber(search)
  const start = startPage(state, end)
  const first = useQuery(pageQuery(collection, withPage(filters, start), viewer, extra))
  const rest = useQueries({
    queries: range(start + 1, end).map((page) =>
      pageQuery(collection, withPage(filters, page), viewer, extra),
    ),
  })

  const loaded = [first, ...rest]
  const seen = new Set<string>()
  // A track added meanwhile shifts the pages by one: an item never shows twice.
  const items = loaded
    .flatMap((query) => query.data?.docs ?? [])
    .filter((item) => !seen.has(item._id) && Boolean(seen.add(item._id)))
  const pages = Math.max(1, ...loaded.map((query) => query.data?.pages ?? 1))
  const total = first.data?.total ?? 0
  const nextLoading = rest.find((query) => query.isPending || query.isError)

  const loadMore = () =>
    void setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        next.set(PAGE_PARAM, String(end + 1))
        return next
      },
      { replace: true, preventScrollReset: true, state: { pageStart: start } },
    )

  /**
   * A new search, filter or order: back to page 1 (an undefined or '' value leaves the address).
   * `replace`: typing in the search field replaces the entry, so Back leaves the page.
   */
  const setParams = (updates: Record<string, string | undefined>, replace = false) =>
    void setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(PAGE_PARAM)
        for (const [name, value] of Object.entries(updates))
          if (value) next.set(name, value)
          else next.delete(name)
        return next
      },
      { replace, preventScrollReset: true },
    )

  /** The items after page `page`, for the queue (undefined after the last page). */
  const after = (page: number, of: number): MoreItems<T> | undefined =>
    page >= of
      ? undefined
      : async () => {
          const next = await queryClient.fetchQuery(
            pageQuery(collection, withPage(filters, page + 1), viewer, extra),
          )
          return { items: next.docs, more: after(page + 1, next.pages) }
        }

  return {
    /** The first page's query: its states are the list's (loading, error, placeholder). */
    first,
    items,
    total,
    pages,
    start,
    end,
    /** The page after the last shown, being read or failed to read. */
    next: nextLoading && {
      isError: nextLoading.isError,
      retry: () => void nextLoading.refetch(),
    },
    hasMore: end < pages,
    /** The address asks for a page after the last one. */
    isPastLast: first.isSuccess && !first.isPlaceholderData && start > first.data.pages,
    loadMore,
    setParams,
    more: after(end, pages),
  }
}

export type ListPages<T extends { _id: string }> = ReturnType<typeof useListPages<T>>
