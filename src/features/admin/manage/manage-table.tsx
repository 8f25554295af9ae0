import { useTranslation } from 'react-i18next'
import type { SortOrder } from '@contract/paging-rules'
import { useTalentLabels } from '@/lib/talent-labels'
import { cn } from '@/lib/cn'
import { RowButtons } from './row-buttons'
import { SelectBox } from '../components/select-box'
import { SortHeader } from './sort-header'
import type { ManageColumn, ManageConfig, ManagedRecord, Notice } from './types'

export { iconButtonClass } from './row-buttons'

interface ManageTableProps<T extends ManagedRecord> {
  config: ManageConfig<T>
  records: T[]
  sort: string
  order: SortOrder
  onSort: (sort: string) => void
  /** The ids selected for a bulk action; absent: the table has no selection column. */
  selected?: ReadonlySet<string>
  onSelect: (ids: string[], isSelected: boolean) => void
  onEdit: (record: T) => void
  onDelete: (record: T) => void
  onNotice: (notice: Notice) => void
}

/**
 * A phone has room for the first column (the record's name) and the actions only; the other
 * columns appear from `sm` up unless their config says otherwise.
 */
function columnClass<T>(column: ManageColumn<T>, index: number) {
  if (column.className !== undefined) return column.className
  return index === 0 ? undefined : 'hidden sm:table-cell'
}

/**
 * One page of records as a table, with the entity's columns and row actions. Headers of sortable
 * columns order the list; a checkbox per row (and one for the page) selects rows for a bulk delete.
 */
export function ManageTable<T extends ManagedRecord>(props: ManageTableProps<T>) {
  const { config, records, sort, order, onSort, selected, onSelect } = props
  const { t, i18n } = useTranslation('manage')
  const label = useTalentLabels()
  const context = { t, language: i18n.resolvedLanguage ?? i18n.language, label }
  const ids = records.map((record) => record._id)
  const selectedHere = selected ? ids.filter((id) => selected.has(id)).length : 0

  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface-raised shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t(`entities.${config.entity}.table`)}</caption>
        <thead className="border-b border-line bg-neutral-50 text-xs tracking-wide text-muted uppercase dark:bg-neutral-900">
          <tr>
            {selected ? (
              <th scope="col" className="w-10 py-3 pl-3 sm:pl-4">
                <SelectBox
                  label={t('selection.page')}
                  isChecked={ids.length > 0 && selectedHere === ids.length}
                  isMixed={selectedHere > 0 && selectedHere < ids.length}
                  onChange={(isChecked) => onSelect(ids, isChecked)}
                />
              </th>
            ) : null}
            {config.columns.map((column, index) => {
              const className = columnClass(column, index)
              const name = t(`columns.${column.header}`)
              return column.sort ? (
                <SortHeader
                  key={column.header}
                  label={name}
                  order={column.sort === sort ? order : undefined}
                  onSort={() => onSort(column.sort as string)}
                  className={className}
                />
              ) : (
                <th
                  key={column.header}
                  scope="col"
                  className={cn('px-3 py-3 font-semibold sm:px-4', className)}
                >
                  {name}
                </th>
              )
            })}
            <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-4">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {records.map((record) => {
            const isSelected = selected?.has(record._id) ?? false
            return (
              <tr
                key={record._id}
                className={cn(
                  'hover:bg-neutral-50 dark:hover:bg-neutral-800/40',
                  isSelected && 'bg-accent-soft/60 hover:bg-accent-soft dark:hover:bg-accent-soft',
                )}
              >
                {selected ? (
                  <td className="w-10 py-3 pl-3 sm:pl-4">
                    <SelectBox
                      label={t('selection.row', { name: config.nameOf(record) })}
                      isChecked={isSelected}
                      onChange={(isChecked) => onSelect([record._id], isChecked)}
                    />
                  </td>
                ) : null}
                {config.columns.map((column, index) => (
                  <td
                    key={column.header}
                    className={cn('px-3 py-3 align-middle sm:px-4', columnClass(column, index))}
                  >
                    {column.cell(record, context)}
                  </td>
                ))}
                <td className="px-3 py-3 sm:px-4">
                  <RowButtons {...props} record={record} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
