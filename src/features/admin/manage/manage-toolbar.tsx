import { useTranslation } from 'react-i18next'
import { CalendarRange } from 'lucide-react'
import type { DateFilter } from '@contract/constants'
import { RadioDropdown } from '@/components/ui/dropdown'
import { SearchField } from '@/components/ui/search-field'
import { useVocabulary } from '@/lib/vocabulary'
import { ListSelect } from '../components/list-select'
import { useDebouncedSearch } from '../components/use-debounced-search'
import type { ListChange, ListState } from '../components/use-list-params'
import { DATE_FILTER_OPTIONS } from './stats'
import type { ManageEntity, ManageFilter } from './types'

interface ManageToolbarProps {
  entity: ManageEntity
  state: ListState
  onChange: (change: ListChange, options?: { replace?: boolean }) => void
  filters?: ManageFilter[]
  /** The name of the "everything" option: "All", or "All users" on the users screen. */
  allLabel?: 'all' | 'allUsers'
}

/**
 * The search box (sent once typing pauses, replacing the history entry so Back does not walk
 * through every word), the date Filter dropdown and the entity's own filters.
 */
export function ManageToolbar({
  entity,
  state,
  onChange,
  filters = [],
  allLabel = 'all',
}: ManageToolbarProps) {
  const { t } = useTranslation('manage')
  const vocabulary = useVocabulary('musicGenres', 'galleryCategories', 'levels', 'specializations')
  const [query, setQuery] = useDebouncedSearch(state.q, (q) => onChange({ q }, { replace: true }))
  const options = DATE_FILTER_OPTIONS.map((value) => ({
    value,
    label: t(`filter.options.${value === 'all' ? allLabel : value}`),
  }))
  const nameOf = (filter: ManageFilter, value: string) =>
    'vocabulary' in filter.names
      ? vocabulary(filter.names.vocabulary, value)
      : t(`${filter.names.prefix}.${value}`)

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
      <SearchField
        label={t(`entities.${entity}.search`)}
        value={query}
        onChange={setQuery}
        className="lg:min-w-64 lg:flex-1"
      />
      <div className="flex flex-wrap items-center gap-3">
        {filters.map((filter) => (
          <ListSelect
            key={filter.param}
            label={t(`filters.${filter.label}`)}
            value={state.filters[filter.param] ?? ''}
            options={[
              { value: '', label: t('filters.any') },
              ...filter.values.map((value) => ({ value, label: nameOf(filter, value) })),
            ]}
            onChange={(value) => onChange({ [filter.param]: value })}
          />
        ))}
        <RadioDropdown
          label={t('filter.button')}
          icon={CalendarRange}
          options={options}
          value={state.date}
          onChange={(date: DateFilter) => onChange({ date: date === 'all' ? undefined : date })}
        />
      </div>
    </div>
  )
}
