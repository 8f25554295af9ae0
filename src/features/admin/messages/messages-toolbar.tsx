import { useTranslation } from 'react-i18next'
import { PAGING } from '@contract/paging-rules'
import { capabilities } from '@/api/capabilities'
import { SearchField } from '@/components/ui/search-field'
import { ListSelect } from '../components/list-select'
import { useDebouncedSearch } from '../components/use-debounced-search'
import type { useInboxPage } from './use-inbox-page'

/**
 * The inbox's search (sent once typing pauses, replacing the history entry), its read/unread
 * filter (only where messages can be marked read), its order and its page size.
 */
export function MessagesToolbar({ list }: { list: ReturnType<typeof useInboxPage> }) {
  const { t } = useTranslation('manage')
  const { state, update } = list
  const [query, setQuery] = useDebouncedSearch(state.q, (q) => update({ q }, { replace: true }))
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchField
        label={t('inbox.search')}
        placeholder={t('inbox.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        className="lg:flex-1"
      />
      <div className="flex flex-wrap items-center gap-3">
        {capabilities.canManageMessages ? (
          <ListSelect
            label={t('inbox.status')}
            value={state.filters.status ?? ''}
            options={[
              { value: '', label: t('inbox.statusAll') },
              { value: 'unread', label: t('inbox.statusUnread') },
              { value: 'read', label: t('inbox.statusRead') },
            ]}
            onChange={(status) => update({ status })}
          />
        ) : null}
        <ListSelect
          label={t('inbox.order')}
          value={list.order}
          options={[
            { value: 'desc', label: t('inbox.newest') },
            { value: 'asc', label: t('inbox.oldest') },
          ]}
          onChange={(order) => update({ order: order === 'desc' ? undefined : order })}
        />
        <ListSelect
          label={t('pager.size')}
          value={String(state.limit)}
          options={PAGING.adminPageSizes.map((size) => ({
            value: String(size),
            label: String(size),
          }))}
          onChange={(limit) => update({ limit })}
        />
      </div>
    </div>
  )
}
