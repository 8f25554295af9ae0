import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Plus, SearchX } from 'lucide-react'
import { pageCount } from '@contract/paging-rules'
import type { BulkOutcome } from '@/api/bulk'
import { buttonClasses } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { usePageTitle } from '@/components/ui/page-title'
import { bulkDeleteNotice } from '../components/bulk-outcome'
import { ListLoading, PastLastPage, emptyListClass } from '../components/list-states'
import { StatusNotice } from '../components/status-notice'
import { useScreenNotice } from '../components/use-screen-notice'
import { useSelection } from '../components/use-selection'
import { DeleteDialog } from './delete-dialog'
import { EditDialog } from './edit-dialog'
import { ManageResults } from './manage-results'
import { ManageStats } from './manage-stats'
import { ManageToolbar } from './manage-toolbar'
import { useManagePage } from './use-manage-page'
import type { ManageConfig, ManagedRecord } from './types'

/**
 * The one manage screen (docs/product.md), configured per entity: stat cards, search, filters,
 * one page of the table read from the server with its order, selection and pager (all in the
 * address), and the edit and delete dialogs. Lists reload after a change because the API hooks
 * invalidate their queries.
 */
export function ManageScreen<T extends ManagedRecord>({ config }: { config: ManageConfig<T> }) {
  const { t } = useTranslation(['manage', 'admin'])
  const title = t(`admin:titles.${config.titleKey}`)
  usePageTitle(title, t(`manage:entities.${config.entity}.description`))

  const list = useManagePage(config)
  const { page, state, update } = list
  const selection = useSelection(list.key)
  const [editing, setEditing] = useState<T | null>(null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const {
    notice,
    setNotice,
    dismissNotice,
    totalRef: summaryRef,
    focusTotal: focusSummary,
  } = useScreenNotice()

  const createLink = config.createPath ? (
    <Link to={config.createPath} className={buttonClasses('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      {t(`manage:entities.${config.entity}.create`)}
    </Link>
  ) : null
  const showAll = () =>
    update(
      Object.fromEntries(
        ['q', 'date', ...Object.keys(state.filters)].map((name) => [name, undefined]),
      ),
    )

  /** After a delete: the last page may have emptied, then the one now last is shown. */
  const afterDelete = (removed: number) => {
    const last = pageCount((page.data?.total ?? 0) - removed, state.limit)
    if (state.page > last) update({ page: last })
    focusSummary()
  }
  const onBulkDeleted = (outcome: BulkOutcome<T>) => {
    selection.clear()
    const items = (count: number) => t(`manage:entities.${config.entity}.count`, { count })
    setNotice(bulkDeleteNotice(t, outcome, items, config.nameOf))
    afterDelete(outcome.done.length)
  }

  const data = page.data
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted">{t(`manage:entities.${config.entity}.description`)}</p>
          {config.noteKey ? (
            <p className="mt-1 text-sm text-muted">{t(`manage:${config.noteKey}`)}</p>
          ) : null}
        </div>
        {createLink}
      </header>

      <ManageStats config={config} now={list.now} />
      <StatusNotice notice={notice} onDismiss={dismissNotice} />
      <ManageToolbar
        entity={config.entity}
        state={state}
        onChange={update}
        filters={config.filters}
        allLabel={config.allLabel}
      />

      {page.isPending ? (
        <ListLoading label={t(`manage:entities.${config.entity}.loading`)} />
      ) : page.isError || !data ? (
        <ErrorState
          message={t(`manage:entities.${config.entity}.loadError`)}
          onRetry={() => void page.refetch()}
        />
      ) : data.docs.length === 0 && data.total > 0 ? (
        <PastLastPage
          icon={<SearchX />}
          page={state.page}
          pages={data.pages}
          onGoTo={(last) => update({ page: last })}
        />
      ) : data.docs.length === 0 ? (
        // Nothing matches: say how to widen the search. Nothing at all: say how to add some.
        <EmptyState
          icon={<SearchX />}
          title={t(`manage:entities.${config.entity}.empty`)}
          description={
            list.isFiltered
              ? t('manage:emptyFiltered')
              : t(`manage:entities.${config.entity}.emptyHint`)
          }
          action={
            list.isFiltered ? (
              <button type="button" onClick={showAll} className={buttonClasses('secondary')}>
                {t('manage:showAll')}
              </button>
            ) : (
              createLink
            )
          }
          className={emptyListClass}
        />
      ) : (
        <ManageResults
          config={config}
          list={list}
          records={data.docs}
          total={data.total}
          pages={data.pages}
          selection={selection}
          summaryRef={summaryRef}
          onBulkDeleted={onBulkDeleted}
          onEdit={setEditing}
          onDelete={setDeleting}
          onNotice={setNotice}
        />
      )}

      {/*
        The edit form's translations (validation) may still be loading on the first open. Its
        own boundary keeps the page on screen meanwhile: hidden behind the layout's spinner, the
        Edit button lost the focus, and Escape then returned it to the body instead.
      */}
      <Suspense fallback={null}>
        {config.edit && editing ? (
          <EditDialog
            key={editing._id}
            config={config}
            edit={config.edit}
            record={editing}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null)
              setNotice(saved)
            }}
          />
        ) : null}
        {config.useDelete && deleting ? (
          <DeleteDialog
            config={config}
            useDelete={config.useDelete}
            record={deleting}
            onClose={() => setDeleting(null)}
            onDone={(done) => {
              setDeleting(null)
              setNotice(done)
              if (done.tone === 'success') afterDelete(1)
            }}
          />
        ) : null}
      </Suspense>
    </div>
  )
}
