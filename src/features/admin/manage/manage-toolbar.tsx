import { useTranslation } from 'react-i18next'
import { CalendarRange } from 'lucide-react'
import type { DateFilter } from '@contract/constants'
import { RadioDropdown } from '@/components/ui/dropdown'
import { SearchField } from '@/components/ui/search-field'
import { DATE_FILTER_OPTIONS } from './filter-records'
import type { ManageEntity } from './types'

interface ManageToolbarProps {
  entity: ManageEntity
  query: string
  onQueryChange: (query: string) => void
  filter: DateFilter
  onFilterChange: (filter: DateFilter) => void
  /** The name of the "everything" option: "All", or "All users" on the users screen. */
  allLabel?: 'all' | 'allUsers'
}

/** The search box and the date Filter dropdown above a manage table. */
export function ManageToolbar({
  entity,
  query,
  onQueryChange,
  filter,
  onFilterChange,
  allLabel = 'all',
}: ManageToolbarProps) {
  const { t } = useTranslation('manage')
  const options = DATE_FILTER_OPTIONS.map((value) => ({
    value,
    label: t(`filter.options.${value === 'all' ? allLabel : value}`),
  }))

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchField
        label={t(`entities.${entity}.search`)}
        value={query}
        onChange={onQueryChange}
        className="flex-1"
      />
      <RadioDropdown
        label={t('filter.button')}
        icon={CalendarRange}
        options={options}
        value={filter}
        onChange={onFilterChange}
      />
    </div>
  )
}
