import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CalendarRange, Search } from 'lucide-react'
import type { DateFilter } from '@contract/constants'
import { RadioDropdown } from '@/components/ui/dropdown'
import { BASE_DATE_FILTERS } from './filter-records'
import type { ManageEntity } from './types'

interface ManageToolbarProps {
  entity: ManageEntity
  query: string
  onQueryChange: (query: string) => void
  filter: DateFilter
  onFilterChange: (filter: DateFilter) => void
  /** The entity's "everything" option, if it has one. */
  allFilter?: 'all' | 'allUsers'
}

/** The search box and the date Filter dropdown above a manage table. */
export function ManageToolbar({
  entity,
  query,
  onQueryChange,
  filter,
  onFilterChange,
  allFilter,
}: ManageToolbarProps) {
  const { t } = useTranslation('manage')
  const searchId = useId()
  const options = [
    ...BASE_DATE_FILTERS.map((value) => ({ value, label: t(`filter.options.${value}`) })),
    ...(allFilter ? [{ value: 'all' as const, label: t(`filter.options.${allFilter}`) }] : []),
  ]

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
          className="block h-10 w-full rounded-lg border border-line bg-surface-raised pr-3 pl-9 text-sm placeholder:text-neutral-500 focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
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
