import { PAGING } from '@contract/paging-rules'
import type { PageParams } from '@/api/paging'

/**
 * A list's page in its address (`?page=3`). Read the same way by the server's render (a page's
 * `prefetch`) and by the browser, so the page the server read is the one the browser's query
 * asks for, under the same key.
 */
export const PAGE_PARAM = 'page'

/** The address's page: a whole number from 1; anything else (an old link, a typo) is page 1. */
export function readPageNumber(search: URLSearchParams): number {
  const text = search.get(PAGE_PARAM) ?? ''
  const page = /^\d{1,6}$/.test(text) ? Number(text) : 1
  return page >= 1 && page <= PAGING.pageMax ? page : 1
}

/** A list's query for one page: page 1 is left out, so it has the key of the list's first read. */
export const withPage = (filters: PageParams, page: number): PageParams => ({
  ...filters,
  page: page > 1 ? page : undefined,
})

/** The search of `page`'s address with every other parameter kept (page 1 leaves `page` out). */
export function pageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search)
  if (page > 1) next.set(PAGE_PARAM, String(page))
  else next.delete(PAGE_PARAM)
  const text = next.toString()
  return text ? `?${text}` : ''
}

/** The address's search text (`?q=`), capped as the API caps it. */
export const readQuery = (search: URLSearchParams) =>
  (search.get('q') ?? '').slice(0, PAGING.queryMax)

/** `value` when it is one of `known`, else undefined: an unknown filter shows the whole list. */
export function readChoice(search: URLSearchParams, name: string, known: readonly string[]) {
  const value = search.get(name) ?? ''
  return known.includes(value) ? value : undefined
}
