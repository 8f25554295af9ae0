import { defaultOrder } from '@contract/paging-rules'
import { contactPages } from '@/api/contact'
import { usePage } from '@/api/paging'
import { useListParams } from '../components/use-list-params'

export const MESSAGE_STATES = ['unread', 'read'] as const

/** The inbox's page, search, read state and order from the address, and the page they name. */
export function useInboxPage() {
  const list = useListParams({ sorts: ['created'], filters: { status: MESSAGE_STATES } })
  const { state } = list
  const order = state.order ?? defaultOrder('created')
  const page = usePage(contactPages, {
    page: state.page,
    limit: state.limit,
    q: state.q,
    sort: 'created',
    order,
    status: state.filters.status,
  })
  const isFiltered = state.q !== '' || state.filters.status !== undefined
  return { ...list, order, page, isFiltered }
}
