import { useTranslation } from 'react-i18next'
import { Pencil, Trash2 } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { ManageConfig, ManagedRecord, Notice } from './types'

export const iconButtonClass =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:bg-neutral-100 hover:text-fg disabled:cursor-not-allowed disabled:opacity-50 dark:hover:bg-neutral-800'

interface RowButtonsProps<T extends ManagedRecord> {
  config: ManageConfig<T>
  record: T
  onEdit: (record: T) => void
  onDelete: (record: T) => void
  onNotice: (notice: Notice) => void
}

/** A row's own actions: the entity's extra buttons, then Edit and Delete, each naming the record. */
export function RowButtons<T extends ManagedRecord>({
  config,
  record,
  onEdit,
  onDelete,
  onNotice,
}: RowButtonsProps<T>) {
  const { t } = useTranslation('manage')
  const name = config.nameOf(record)
  const { RowActions } = config
  return (
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
  )
}
