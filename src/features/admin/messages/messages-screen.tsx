import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Inbox } from 'lucide-react'
import type { ContactMessage } from '@contract/contact'
import { pageCount } from '@contract/paging-rules'
import { capabilities } from '@/api/capabilities'
import { useDeleteMessage, useSetMessageRead, useUnreadCount } from '@/api/contact'
import { serverMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { usePageTitle } from '@/components/ui/page-title'
import { ListLoading, PastLastPage, emptyListClass } from '../components/list-states'
import { Pager } from '../components/pager'
import { SelectBox } from '../components/select-box'
import { StatusNotice } from '../components/status-notice'
import { useScreenNotice } from '../components/use-screen-notice'
import { useSelection } from '../components/use-selection'
import { MessageCard } from './message-card'
import { MessagesBulk } from './messages-bulk'
import { MessagesToolbar } from './messages-toolbar'
import { useInboxPage } from './use-inbox-page'

/**
 * Contact messages, one page at a time from the server, with a search over sender and text, a
 * read/unread filter and an order, all in the address (docs/product.md). Each can be marked read
 * or unread, answered in the mail client, or deleted after a confirm; selected ones, in bulk.
 */
export function MessagesScreen() {
  const { t } = useTranslation(['manage', 'admin'])
  const title = t('admin:titles.messages')
  usePageTitle(title, t('manage:inbox.description'))
  const list = useInboxPage()
  const { page, state, update } = list
  const unread = useUnreadCount(capabilities.canManageMessages)
  const selection = useSelection(list.key)
  const setRead = useSetMessageRead()
  const remove = useDeleteMessage()
  const [deleting, setDeleting] = useState<ContactMessage | null>(null)
  const { notice, setNotice, dismissNotice, totalRef, focusTotal } = useScreenNotice()
  const senderOf = (message: ContactMessage) => message.name || t('manage:inbox.anonymous')

  /** After a delete: the last page may have emptied, then the one now last is shown. */
  const afterDelete = (removed: number) => {
    const last = pageCount((page.data?.total ?? 0) - removed, state.limit)
    if (state.page > last) update({ page: last })
    focusTotal()
  }

  const toggleRead = (message: ContactMessage) =>
    setRead.mutate(
      { id: message._id, isRead: !message.isRead },
      {
        onError: (error) =>
          setNotice({
            tone: 'error',
            message: t('manage:inbox.readFailed'),
            detail: serverMessage(error),
          }),
      },
    )

  const confirmDelete = (message: ContactMessage) =>
    remove.mutate(message._id, {
      onSuccess: () => {
        setDeleting(null)
        setNotice({
          tone: 'success',
          message: t('manage:inbox.deleted', { name: senderOf(message) }),
        })
        afterDelete(1)
      },
      onError: (error) => {
        setDeleting(null)
        setNotice({
          tone: 'error',
          message: t('manage:feedback.deleteFailed'),
          detail: serverMessage(error),
        })
      },
    })

  const data = page.data
  const shown = data?.docs ?? []
  const canSelect = capabilities.canManageMessages
  const chosen = shown.filter((message) => selection.ids.has(message._id))
  const busyId = setRead.isPending ? setRead.variables?.id : undefined

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted">{t('manage:inbox.description')}</p>
        </div>
        {data ? (
          <div className="flex flex-wrap gap-2 text-sm font-semibold">
            <p
              ref={totalRef}
              tabIndex={-1}
              aria-live="polite"
              className="rounded-full bg-accent-soft px-3 py-1 text-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-fg"
            >
              {t('manage:inbox.total', { count: data.total })}
            </p>
            {unread.data ? (
              <p className="rounded-full border border-line px-3 py-1">
                {t('manage:inbox.unread', { count: unread.data.total })}
              </p>
            ) : null}
          </div>
        ) : null}
      </header>

      <StatusNotice notice={notice} onDismiss={dismissNotice} />
      <MessagesToolbar list={list} />

      {page.isPending ? (
        <ListLoading label={t('manage:inbox.loading')} />
      ) : page.isError || !data ? (
        <ErrorState message={t('manage:inbox.loadError')} onRetry={() => void page.refetch()} />
      ) : shown.length === 0 && data.total > 0 ? (
        <PastLastPage
          icon={<Inbox />}
          page={state.page}
          pages={data.pages}
          onGoTo={(last) => update({ page: last })}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title={t('manage:inbox.empty')}
          description={
            list.isFiltered ? t('manage:inbox.emptyFiltered') : t('manage:inbox.emptyHint')
          }
          className={emptyListClass}
        />
      ) : (
        <>
          {canSelect ? (
            <div className="flex items-center gap-3 px-4 text-sm">
              <SelectBox
                label={t('manage:inbox.selectPage')}
                isChecked={chosen.length === shown.length}
                isMixed={chosen.length > 0 && chosen.length < shown.length}
                onChange={(isChecked) =>
                  selection.select(
                    shown.map((message) => message._id),
                    isChecked,
                  )
                }
              />
              <span aria-hidden="true" className="text-muted">
                {t('manage:inbox.selectPage')}
              </span>
            </div>
          ) : null}
          {chosen.length > 0 ? (
            <MessagesBulk
              messages={chosen}
              senderOf={senderOf}
              onClear={selection.clear}
              onDone={(done, removed) => {
                selection.clear()
                setNotice(done)
                if (removed > 0) afterDelete(removed)
              }}
            />
          ) : null}
          <ul className="space-y-4" aria-label={t('manage:inbox.listLabel')}>
            {shown.map((message) => (
              <li key={message._id}>
                <MessageCard
                  message={message}
                  isBusy={busyId === message._id}
                  onToggleRead={() => toggleRead(message)}
                  onDelete={() => setDeleting(message)}
                  selection={
                    canSelect
                      ? {
                          isSelected: selection.ids.has(message._id),
                          onChange: (isSelected) => selection.select([message._id], isSelected),
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <Pager
            page={state.page}
            pages={data.pages}
            onPage={(next) => update({ page: next })}
            label={t('manage:inbox.pagesLabel')}
          />
        </>
      )}

      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? t('manage:inbox.deleteTitle', { name: senderOf(deleting) }) : ''}
        message={t('manage:inbox.deleteMessage')}
        confirmLabel={t('manage:actions.confirmDelete')}
        pendingLabel={t('manage:actions.deleting')}
        cancelLabel={t('manage:actions.cancel')}
        isPending={remove.isPending}
        onConfirm={() => {
          if (deleting) confirmDelete(deleting)
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
