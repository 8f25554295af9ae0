import {
  keepPreviousData,
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { PAGING, defaultOrder, pageCount, type Page, type SortOrder } from '@contract/paging-rules'
import { capabilities } from './capabilities'
import { api } from './client'
import { isRecord, unwrapRecords } from './envelope'
import { read } from './read'
import { byFoldedText, folded } from '@/lib/text-order'

/**
 * One page of a collection, from either API (docs/product.md, "Lists in pages"). Ours pages,
 * searches, filters and orders on the server (`page`, `limit`, `q`, `sort`, `order`, `from`,
 * `to` and the collection's filters). The hosted API answers most collections whole: there the
 * whole list is read once (and cached under the resource's list key) and the same rules are
 * applied here, so a screen still renders one page and its DOM stays bounded.
 */

/** A page's query as a screen or the address holds it; an undefined or '' value is left out. */
export type PageParams = Record<string, string | number | undefined>

/** How the hosted API's whole list is searched, filtered and ordered in the browser. */
export interface LocalRules<T> {
  /** The texts `q` matches: every word of the query must be found in one of them. */
  searchText: (item: T) => string[]
  /** Each filter parameter the collection takes, as a test of one item. */
  filters: Record<string, (item: T, value: string) => boolean>
  /** Whether an item is listed at all (music: inactive tracks only when asked for). */
  visible?: (item: T, params: Record<string, string | number>) => boolean
  /** Each `sort` value as an ascending comparator; the first is the default order. */
  sorts: Record<string, (a: T, b: T) => number>
  createdAt: (item: T) => string
}

export interface PagedCollection<T> {
  /** The resource's query-key root: its mutations invalidate every page under it. */
  key: string
  path: string
  normalize: (raw: Record<string, unknown>) => T
  local: LocalRules<T>
  /** The hosted API's whole list, when one GET of `path` is not it (music pages 20 at a time). */
  fetchWhole?: (client: QueryClient) => Promise<T[]>
  /**
   * Whether the hosted API can answer this page itself (music without search, filters or a
   * non-default order), so the SPA reads only the pages it shows.
   */
  hostedPages?: (params: PageParams) => boolean
  /** Items per public page, when not PAGING.publicPageSize (music: PAGING.musicPageSize). */
  pageSize?: number
}

export const pageSizeOf = (collection: Pick<PagedCollection<never>, 'pageSize'>) =>
  collection.pageSize ?? PAGING.publicPageSize

/** The parameters as sent: empty values left out, so one page has one key and one URL. */
export function cleanParams(params: PageParams): Record<string, string | number> {
  const clean: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') clean[name] = value
  return clean
}

export const pageKey = (collection: { key: string }, params: PageParams, viewer?: string) =>
  [collection.key, 'page', viewer ?? 'guest', cleanParams(params)] as const

/** `{data: {docs, total, page, limit, pages}}` (or the same at the top) as a Page. */
export function readPage<T>(body: unknown, normalize: (raw: Record<string, unknown>) => T) {
  const paging = isRecord(body) && isRecord(body.data) ? body.data : isRecord(body) ? body : {}
  const docs = unwrapRecords(body).map(normalize)
  const limit = Math.max(1, read.number(paging.limit, docs.length || 1))
  const total = Math.max(0, read.number(paging.total, docs.length))
  return {
    docs,
    total,
    page: Math.max(1, read.number(paging.page, 1)),
    limit,
    pages: Math.max(1, read.number(paging.pages, pageCount(total, limit))),
  } satisfies Page<T>
}

const RESERVED = new Set(['page', 'limit', 'q', 'sort', 'order', 'from', 'to'])

/** The rules of the server applied to a whole list: what the hosted API cannot do itself. */
export function localPage<T>(items: readonly T[], params: PageParams, rules: LocalRules<T>) {
  const clean = cleanParams(params)
  const words = folded(String(clean.q ?? ''))
    .split(/\s+/)
    .filter(Boolean)
  const from = clean.from ? Date.parse(String(clean.from)) : -Infinity
  const to = clean.to ? Date.parse(String(clean.to)) : Infinity
  const matching = items.filter((item) => {
    if (rules.visible && !rules.visible(item, clean)) return false
    for (const [name, value] of Object.entries(clean)) {
      const test = rules.filters[name]
      if (!RESERVED.has(name) && test && !test(item, String(value))) return false
    }
    const created = Date.parse(rules.createdAt(item))
    if (created < from || created >= to) return false
    if (words.length === 0) return true
    const text = folded(rules.searchText(item).join(' '))
    return words.every((word) => text.includes(word))
  })
  const sortNames = Object.keys(rules.sorts)
  const sort = typeof clean.sort === 'string' && rules.sorts[clean.sort] ? clean.sort : sortNames[0]
  const compare = sort ? rules.sorts[sort] : undefined
  if (sort && compare) {
    const order: SortOrder =
      clean.order === 'asc' || clean.order === 'desc' ? clean.order : defaultOrder(sort)
    matching.sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)))
  }
  const limit = Number(clean.limit) || PAGING.publicPageSize
  const page = Number(clean.page) || 1
  return {
    docs: matching.slice((page - 1) * limit, page * limit),
    total: matching.length,
    page,
    limit,
    pages: pageCount(matching.length, limit),
  } satisfies Page<T>
}

/** An ascending comparator of folded text (no collator: see src/lib/text-order.ts). */
export const byText =
  <T>(text: (item: T) => string) =>
  (a: T, b: T) =>
    byFoldedText(text(a), text(b))
export const byNumber =
  <T>(value: (item: T) => number) =>
  (a: T, b: T) =>
    value(a) - value(b)

async function wholeList<T>(collection: PagedCollection<T>, client: QueryClient) {
  return client.fetchQuery({
    queryKey: [collection.key, 'list'] as QueryKey,
    queryFn: async () =>
      collection.fetchWhole
        ? collection.fetchWhole(client)
        : unwrapRecords((await api.get<unknown>(collection.path)).data).map(collection.normalize),
    staleTime: 30_000,
  })
}

/** One page from whichever API the SPA was built for. */
export async function fetchPage<T>(
  collection: PagedCollection<T>,
  params: PageParams,
  client: QueryClient,
  extra: Record<string, string> = {},
): Promise<Page<T>> {
  const clean = { limit: pageSizeOf(collection), page: 1, ...cleanParams(params) }
  if (capabilities.kind === 'label' || collection.hostedPages?.(clean)) {
    const { data } = await api.get<unknown>(collection.path, { params: { ...clean, ...extra } })
    const page = readPage(data, collection.normalize)
    const { visible } = collection.local
    return visible ? { ...page, docs: page.docs.filter((item) => visible(item, clean)) } : page
  }
  return localPage(await wholeList(collection, client), clean, collection.local)
}

/**
 * A page's query. `viewer` keys the page by the signed-in user where the answer depends on them
 * (a listener's own plays, a photo's like); `extra` parameters go to the API without being part
 * of the page's own query (e.g. `userId`).
 */
export const pageQuery = <T>(
  collection: PagedCollection<T>,
  params: PageParams,
  viewer?: string,
  extra: Record<string, string> = {},
) =>
  queryOptions({
    queryKey: pageKey(collection, params, viewer),
    queryFn: ({ client }) => fetchPage(collection, params, client, extra),
    // The page on screen stays while the next one (another page, search or filter) comes.
    placeholderData: keepPreviousData,
  })

export const usePage = <T>(
  collection: PagedCollection<T>,
  params: PageParams,
  viewer?: string,
  extra?: Record<string, string>,
) => useQuery(pageQuery(collection, params, viewer, extra))

/** The server's render: a page it read, normalized, under the key the page's query reads (guest). */
export function seedPage<T>(
  client: QueryClient,
  collection: PagedCollection<T>,
  params: PageParams,
  page: Page<object>,
): Page<T> {
  const normalized = {
    ...page,
    docs: page.docs.map((doc) => collection.normalize(doc as Record<string, unknown>)),
  }
  client.setQueryData(pageKey(collection, params), normalized)
  return normalized
}
