import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { PAGING } from '@contract/paging-rules'
import type { BulkOutcome } from '@/api/bulk'
import { BulkBar } from '../components/bulk-bar'
import { ListSelect } from '../components/list-select'
import { Pager } from '../components/pager'
import { BulkDelete } from './bulk-delete'
import { ManageTable } from './manage-table'
import type { ManageConfig, ManagedRecord, Notice } from './types'
import type { useManagePage } from './use-manage-page'

interface ManageResultsProps<T extends ManagedRecord> {
  config: ManageConfig<T>
  list: ReturnType<typeof useManagePage<T>>
  records: T[]
  total: number
  pages: number
  selection: {
    ids: ReadonlySet<string>
    select: (ids: string[], on: boolean) => void
    clear: () => void
  }
  /** The "312 tracks" line: the focus goes there after a delete took the row that had it. */
  summaryRef: Ref<HTMLParagraphElement>
  onBulkDeleted: (outcome: BulkOutcome<T>) => void
  onEdit: (record: T) => void
  onDelete: (record: T) => void
  onNotice: (notice: Notice) => void
}

/** The total and page size, the selection's actions, one page of the table, and the pager. */
export function ManageResults<T extends ManagedRecord>(props: ManageResultsProps<T>) {
  const { config, list, records, total, pages, selection, summaryRef, onBulkDeleted } = props
  const { t } = useTranslation('manage')
  const { remove } = config
  const chosen = records.filter((record) => selection.ids.has(record._id))

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          ref={summaryRef}
          tabIndex={-1}
          aria-live="polite"
          className="rounded text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-fg"
        >
          {t(`entities.${config.entity}.count`, { count: total })}
        </p>
        <ListSelect
          label={t('pager.size')}
          value={String(list.state.limit)}
          options={PAGING.adminPageSizes.map((size) => ({
            value: String(size),
            label: String(size),
          }))}
          onChange={(limit) => list.update({ limit })}
        />
      </div>
      {remove && chosen.length > 0 ? (
        <BulkBar count={chosen.length} onClear={selection.clear}>
          <BulkDelete config={config} remove={remove} records={chosen} onDone={onBulkDeleted} />
        </BulkBar>
      ) : null}
      <ManageTable
        {...props}
        sort={list.sort}
        order={list.order}
        onSort={(sort) =>
          list.update({
            sort,
            order: sort === list.sort ? (list.order === 'asc' ? 'desc' : 'asc') : undefined,
          })
        }
        selected={remove ? selection.ids : undefined}
        onSelect={selection.select}
      />
      <Pager
        page={list.state.page}
        pages={pages}
        onPage={(page) => list.update({ page })}
        label={t('pager.label', { list: t(`entities.${config.entity}.table`) })}
      />
    </div>
  )
}
