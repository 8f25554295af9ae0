import { useState } from 'react'
import { defaultOrder } from '@contract/paging-rules'
import { usePage } from '@/api/paging'
import { useListParams } from '../components/use-list-params'
import { windowParams } from '../components/list-window'
import type { ManageConfig, ManagedRecord } from './types'

/** Every manage screen opens on the newest records first, whatever the public list's default. */
export const DEFAULT_SORT = 'created'

/** The screen's state from the address, and the page of records it names. */
export function useManagePage<T extends ManagedRecord>(config: ManageConfig<T>) {
  const sorts = config.columns.flatMap((column) => (column.sort ? [column.sort] : []))
  const filters = Object.fromEntries(
    (config.filters ?? []).map((filter) => [filter.param, filter.values]),
  )
  const list = useListParams({ sorts: [DEFAULT_SORT, ...sorts], filters })
  // One "now" per visit, or every render would ask for a new window (and a new request).
  const [now] = useState(() => new Date())
  const { state } = list
  const sort = state.sort ?? DEFAULT_SORT
  const order = state.order ?? defaultOrder(sort)
  const isFiltered = state.q !== '' || state.date !== 'all' || Object.keys(state.filters).length > 0
  const page = usePage(config.collection, {
    ...config.baseParams,
    page: state.page,
    limit: state.limit,
    q: state.q,
    sort,
    order,
    ...windowParams(state.date, now),
    ...state.filters,
  })
  return { ...list, sort, order, isFiltered, now, page }
}
