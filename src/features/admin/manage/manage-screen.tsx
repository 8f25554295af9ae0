import { Suspense, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Plus, SearchX } from 'lucide-react'
import { DEFAULT_DATE_FILTER, type DateFilter } from '@contract/constants'
import { useTalentLabels } from '@/components/talent/talent-labels'
import { buttonClasses } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { usePageTitle } from '@/components/ui/page-title'
import { Spinner } from '@/components/ui/spinner'
import { StatCard } from '@/components/ui/stat-card'
import { cn } from '@/lib/cn'
import { DeleteDialog } from './delete-dialog'
import { EditDialog } from './edit-dialog'
import { defaultStats, filterRecords } from './filter-records'
import { ManageTable } from './manage-table'
import { ManageToolbar } from './manage-toolbar'
import { StatusNotice } from '@/features/admin/components/status-notice'
import type { ManageConfig, ManagedRecord, Notice } from './types'

/**
 * The one manage screen (docs/product.md §7), set per entity: stat cards, search, the date filter,
 * the table with its row actions, and the edit and delete dialogs. Lists reload after a change
 * because the API hooks invalidate their queries.
 */
export function ManageScreen<T extends ManagedRecord>({ config }: { config: ManageConfig<T> }) {
  const { t } = useTranslation(['manage', 'admin'])
  const title = t(`admin:titles.${config.titleKey}`)
  usePageTitle(title, t(`manage:entities.${config.entity}.description`))

  const records = config.useRecords()
  const label = useTalentLabels()
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<DateFilter>(DEFAULT_DATE_FILTER)
  const [editing, setEditing] = useState<T | null>(null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const dismissNotice = useCallback(() => setNotice(null), [])

  const now = new Date()
  const all = records.data ?? []
  const shown = filterRecords(all, config, query, filter, now, label)
  const stats = config.stats ? config.stats(all, now) : defaultStats(all, now, config.isActive)
  const isFiltered = all.length > 0
  const createLink = config.createPath ? (
    <Link to={config.createPath} className={buttonClasses('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      {t(`manage:entities.${config.entity}.create`)}
    </Link>
  ) : null
  const showAll = () => {
    setQuery('')
    setFilter('all')
  }

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

      <div
        className={cn(
          'grid gap-3 sm:gap-4',
          stats.length === 4 ? 'grid-cols-2 lg:grid-cols-4' : 'grid-cols-3',
        )}
      >
        {stats.map((stat) => (
          <StatCard
            key={stat.label}
            label={t(`manage:stats.${stat.label}`)}
            value={records.isSuccess ? stat.value : '–'}
            icon={stat.icon}
          />
        ))}
      </div>

      <StatusNotice notice={notice} onDismiss={dismissNotice} />

      <ManageToolbar
        entity={config.entity}
        query={query}
        onQueryChange={setQuery}
        filter={filter}
        onFilterChange={setFilter}
        allLabel={config.allLabel}
      />

      {records.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-muted">
          <Spinner />
          <p role="status">{t(`manage:entities.${config.entity}.loading`)}</p>
        </div>
      ) : records.isError ? (
        <ErrorState
          message={t(`manage:entities.${config.entity}.loadError`)}
          onRetry={() => void records.refetch()}
        />
      ) : shown.length === 0 ? (
        // Nothing matches: say how to widen the search. Nothing at all: say how to add some.
        <EmptyState
          icon={<SearchX />}
          title={t(`manage:entities.${config.entity}.empty`)}
          description={
            isFiltered ? t('manage:emptyFiltered') : t(`manage:entities.${config.entity}.emptyHint`)
          }
          action={
            isFiltered ? (
              <button type="button" onClick={showAll} className={buttonClasses('secondary')}>
                {t('manage:showAll')}
              </button>
            ) : (
              createLink
            )
          }
          className="rounded-2xl border border-dashed border-line"
        />
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {t('manage:showing', { count: shown.length, total: all.length })}
          </p>
          <ManageTable
            config={config}
            records={shown}
            onEdit={setEditing}
            onDelete={setDeleting}
            onNotice={setNotice}
          />
        </>
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
            }}
          />
        ) : null}
      </Suspense>
    </div>
  )
}
