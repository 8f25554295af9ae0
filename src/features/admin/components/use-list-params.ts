import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DATE_FILTERS, type DateFilter } from '@contract/constants'
import { PAGING, SORT_ORDERS, type SortOrder } from '@contract/paging-rules'

/**
 * A list's page, page size, search, order, date window and filters, kept in the address so a
 * reload, a shared link or Back shows the same rows (docs/product.md, "Lists in pages"). A value
 * the list does not know (`?limit=7`, `?sort=evil`) reads as the default: nothing is sent for it.
 */
export interface ListState {
  page: number
  limit: number
  q: string
  sort: string | undefined
  order: SortOrder | undefined
  date: DateFilter
  /** The list's own filters (by their API parameter), only those with a value it knows. */
  filters: Record<string, string>
}

export interface ListRules {
  sorts: readonly string[]
  /** Each filter's API parameter and the values it accepts. */
  filters: Record<string, readonly string[]>
}

export type ListChange = Partial<
  Record<'page' | 'limit' | 'q' | 'sort' | 'order' | 'date', string | number | undefined>
> &
  Record<string, string | number | undefined>

const oneOf = <V extends string>(values: readonly V[], value: string | null): V | undefined =>
  values.find((known) => known === value)

export function readListState(params: URLSearchParams, rules: ListRules): ListState {
  const page = Number(params.get('page'))
  const limit = Number(params.get('limit'))
  const filters: Record<string, string> = {}
  for (const [name, values] of Object.entries(rules.filters)) {
    const value = oneOf(values, params.get(name))
    if (value) filters[name] = value
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= PAGING.pageMax ? page : 1,
    limit: (PAGING.adminPageSizes as readonly number[]).includes(limit)
      ? limit
      : PAGING.adminPageSizes[0],
    q: (params.get('q') ?? '').trim().slice(0, PAGING.queryMax),
    sort: oneOf(rules.sorts, params.get('sort')),
    order: oneOf(SORT_ORDERS, params.get('order')),
    date: oneOf(DATE_FILTERS, params.get('date')) ?? 'all',
    filters,
  }
}

/**
 * The list's state and a way to change it. Any change but the page's goes back to page 1 (the
 * rows are others). `replace` rewrites the current history entry (search as it is typed).
 */
export function useListParams(rules: ListRules) {
  const [params, setParams] = useSearchParams()
  const update = useCallback(
    (changes: ListChange, options: { replace?: boolean } = {}) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name)
            else next.set(name, String(value))
          }
          if (!('page' in changes) || changes.page === 1) next.delete('page')
          return next
        },
        { replace: options.replace },
      ),
    [setParams],
  )
  return { state: readListState(params, rules), update, key: params.toString() }
}
