import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CalendarRange, Search } from 'lucide-react'
import type { DateFilter } from '@contract/constants'
import { RadioDropdown } from '@/components/ui/dropdown'
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
  const searchId = useId()
  const options = DATE_FILTER_OPTIONS.map((value) => ({
    value,
    label: t(`filter.options.${value === 'all' ? allLabel : value}`),
  }))

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          {t(`entities.${entity}.search`)}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={t(`entities.${entity}.search`)}
          className="block h-10 w-full rounded-lg border border-line bg-surface-raised pr-3 pl-9 text-sm placeholder:text-neutral-500 focus:border-fg focus:ring-1 focus:ring-fg focus:outline-none"
        />
      </div>
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
