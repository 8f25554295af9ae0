import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Mail, MailOpen, Trash2 } from 'lucide-react'
import type { ContactMessage } from '@contract/contact'
import { useBulkWrite, type BulkOutcome } from '@/api/bulk'
import { contactKeys, deleteMessage, setMessageRead } from '@/api/contact'
import { serverMessage } from '@/api/errors'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { BulkAction, BulkBar } from '../components/bulk-bar'
import { bulkDeleteNotice } from '../components/bulk-outcome'
import type { Notice } from '../components/status-notice'

interface MessagesBulkProps {
  messages: ContactMessage[]
  senderOf: (message: ContactMessage) => string
  onClear: () => void
  /** After a bulk action: its notice, and how many messages left the list (deleted). */
  onDone: (notice: Notice, removed: number) => void
}

const key = contactKeys.all[0]

/** Mark the selected messages read or unread, or delete them after one confirmation. */
export function MessagesBulk({ messages, senderOf, onClear, onDone }: MessagesBulkProps) {
  const { t } = useTranslation('manage')
  const [isAsking, setAsking] = useState(false)
  const markRead = useBulkWrite(key, (message: ContactMessage) => setMessageRead(message._id, true))
  const markUnread = useBulkWrite(key, (message: ContactMessage) =>
    setMessageRead(message._id, false),
  )
  const remove = useBulkWrite(key, (message: ContactMessage) => deleteMessage(message._id))
  const isBusy = markRead.isPending || markUnread.isPending || remove.isPending
  const items = (count: number) => t('inbox.total', { count })

  const marked = (outcome: BulkOutcome<ContactMessage>, done: 'markedRead' | 'markedUnread') => {
    const [failed] = outcome.failed
    onDone(
      failed
        ? { tone: 'error', message: t('inbox.readFailed'), detail: serverMessage(failed.error) }
        : { tone: 'success', message: t(`inbox.${done}`, { count: outcome.done.length }) },
      0,
    )
  }

  return (
    <BulkBar count={messages.length} onClear={onClear}>
      <BulkAction
        icon={MailOpen}
        disabled={isBusy}
        onClick={() => markRead.mutate(messages, { onSuccess: (out) => marked(out, 'markedRead') })}
      >
        {t('inbox.markRead')}
      </BulkAction>
      <BulkAction
        icon={Mail}
        disabled={isBusy}
        onClick={() =>
          markUnread.mutate(messages, { onSuccess: (out) => marked(out, 'markedUnread') })
        }
      >
        {t('inbox.markUnread')}
      </BulkAction>
      <BulkAction icon={Trash2} tone="danger" disabled={isBusy} onClick={() => setAsking(true)}>
        {t('bulk.delete')}
      </BulkAction>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('bulk.deleteTitle', { items: items(messages.length) })}
        message={t('bulk.deleteMessage')}
        confirmLabel={t('actions.confirmDelete')}
        pendingLabel={t('actions.deleting')}
        cancelLabel={t('actions.cancel')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(messages, {
            onSuccess: (outcome) => {
              setAsking(false)
              onDone(bulkDeleteNotice(t, outcome, items, senderOf), outcome.done.length)
            },
          })
        }
        onCancel={() => setAsking(false)}
      />
    </BulkBar>
  )
}
