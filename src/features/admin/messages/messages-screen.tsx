import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Inbox } from 'lucide-react'
import type { ContactMessage } from '@contract/contact'
import { capabilities } from '@/api/capabilities'
import { useDeleteMessage, useMessages, useSetMessageRead } from '@/api/contact'
import { serverMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { usePageTitle } from '@/components/ui/page-title'
import { SearchField } from '@/components/ui/search-field'
import { Spinner } from '@/components/ui/spinner'
import { StatusNotice } from '@/features/admin/components/status-notice'
import type { Notice } from '../manage/types'
import { MessageCard } from './message-card'

const newestFirst = (a: ContactMessage, b: ContactMessage) =>
  (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0)

function matches(message: ContactMessage, needle: string) {
  return [message.name, message.email, message.phone, message.message].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  )
}

/**
 * Messages, newest first, with a search over sender and text (docs/product.md §7). Each can be
 * marked read or unread, answered in the mail client, or deleted after a confirm.
 */
export function MessagesScreen() {
  const { t } = useTranslation(['manage', 'admin'])
  const title = t('admin:titles.messages')
  usePageTitle(title, t('manage:inbox.description'))
  const messages = useMessages()
  const [query, setQuery] = useState('')
  const setRead = useSetMessageRead()
  const remove = useDeleteMessage()
  const [deleting, setDeleting] = useState<ContactMessage | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const dismissNotice = useCallback(() => setNotice(null), [])
  const senderOf = (message: ContactMessage) => message.name || t('manage:inbox.anonymous')

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

  const all = messages.data ?? []
  const unread = all.filter((message) => !message.isRead).length
  const busyId = setRead.isPending ? setRead.variables?.id : undefined
  const needle = query.trim().toLocaleLowerCase()
  const shown = (needle ? all.filter((message) => matches(message, needle)) : [...all]).sort(
    newestFirst,
  )

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted">{t('manage:inbox.description')}</p>
        </div>
        {messages.isSuccess ? (
          <p className="flex flex-wrap gap-2 text-sm font-semibold">
            <span className="rounded-full bg-accent-soft px-3 py-1 text-accent">
              {t('manage:inbox.total', { count: all.length })}
            </span>
            {capabilities.canManageMessages ? (
              <span className="rounded-full border border-line px-3 py-1">
                {t('manage:inbox.unread', { count: unread })}
              </span>
            ) : null}
          </p>
        ) : null}
      </header>

      <StatusNotice notice={notice} onDismiss={dismissNotice} />

      <SearchField
        label={t('manage:inbox.search')}
        placeholder={t('manage:inbox.searchPlaceholder')}
        value={query}
        onChange={setQuery}
      />

      {messages.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-muted">
          <Spinner />
          <p role="status">{t('manage:inbox.loading')}</p>
        </div>
      ) : messages.isError ? (
        <ErrorState message={t('manage:inbox.loadError')} onRetry={() => void messages.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<Inbox />}
          title={t('manage:inbox.empty')}
          description={
            all.length > 0 ? t('manage:inbox.emptyFiltered') : t('manage:inbox.emptyHint')
          }
          className="rounded-2xl border border-dashed border-line"
        />
      ) : (
        <>
          {needle ? (
            <p className="text-sm text-muted" aria-live="polite">
              {t('manage:inbox.showing', { count: shown.length, total: all.length })}
            </p>
          ) : null}
          <ul className="space-y-4" aria-label={t('manage:inbox.listLabel')}>
            {shown.map((message) => (
              <li key={message._id}>
                <MessageCard
                  message={message}
                  isBusy={busyId === message._id}
                  onToggleRead={() => toggleRead(message)}
                  onDelete={() => setDeleting(message)}
                />
              </li>
            ))}
          </ul>
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
