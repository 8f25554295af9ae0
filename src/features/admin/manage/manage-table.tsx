import { useTranslation } from 'react-i18next'
import { Pencil, Trash2 } from 'lucide-react'
import { useTalentLabels } from '@/components/talent/talent-labels'
import { cn } from '@/lib/cn'
import type { ManageColumn, ManageConfig, ManagedRecord, Notice } from './types'

interface ManageTableProps<T extends ManagedRecord> {
  config: ManageConfig<T>
  records: T[]
  onEdit: (record: T) => void
  onDelete: (record: T) => void
  onNotice: (notice: Notice) => void
}

export const iconButtonClass =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:bg-neutral-100 hover:text-fg disabled:cursor-not-allowed disabled:opacity-50 dark:hover:bg-neutral-800'

/**
 * A phone has room for the first column (the record's name) and the actions only; the other
 * columns appear from `sm` up unless their config says otherwise.
 */
function columnClass<T>(column: ManageColumn<T>, index: number) {
  if (column.className !== undefined) return column.className
  return index === 0 ? undefined : 'hidden sm:table-cell'
}

/** The records as a table, one row each, with the entity's columns and its row actions. */
export function ManageTable<T extends ManagedRecord>({
  config,
  records,
  onEdit,
  onDelete,
  onNotice,
}: ManageTableProps<T>) {
  const { t, i18n } = useTranslation('manage')
  const label = useTalentLabels()
  const context = { t, language: i18n.resolvedLanguage ?? i18n.language, label }
  const { RowActions } = config

  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface-raised shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t(`entities.${config.entity}.table`)}</caption>
        <thead className="border-b border-line bg-neutral-50 text-xs tracking-wide text-muted uppercase dark:bg-neutral-900">
          <tr>
            {config.columns.map((column, index) => (
              <th
                key={column.header}
                scope="col"
                className={cn('px-3 py-3 font-semibold sm:px-4', columnClass(column, index))}
              >
                {t(`columns.${column.header}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-4">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {records.map((record) => {
            const name = config.nameOf(record)
            return (
              <tr key={record._id} className="hover:bg-neutral-50 dark:hover:bg-neutral-800/40">
                {config.columns.map((column, index) => (
                  <td
                    key={column.header}
                    className={cn('px-3 py-3 align-middle sm:px-4', columnClass(column, index))}
                  >
                    {column.cell(record, context)}
                  </td>
                ))}
                <td className="px-3 py-3 sm:px-4">
                  <div className="flex items-center justify-end gap-1">
                    {RowActions ? <RowActions record={record} onNotice={onNotice} /> : null}
                    {config.edit ? (
                      <button
                        type="button"
                        onClick={() => onEdit(record)}
                        aria-label={t('actions.edit', { name })}
                        title={t('actions.edit', { name })}
                        className={iconButtonClass}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </button>
                    ) : null}
                    {config.useDelete ? (
                      <button
                        type="button"
                        onClick={() => onDelete(record)}
                        aria-label={t('actions.delete', { name })}
                        title={t('actions.delete', { name })}
                        className={cn(iconButtonClass, 'hover:text-danger')}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
