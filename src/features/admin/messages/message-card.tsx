import { useTranslation } from 'react-i18next'
import { Mail, MailOpen, Phone, Reply, Trash2 } from 'lucide-react'
import type { ContactMessage } from '@contract/contact'
import { capabilities } from '@/api/capabilities'
import { site } from '@/config/site'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { SelectBox } from '../components/select-box'

interface MessageCardProps {
  message: ContactMessage
  /** Marks the message read or unread (the opposite of its state now). */
  onToggleRead: () => void
  onDelete: () => void
  /** While a change to this message runs, its buttons wait. */
  isBusy?: boolean
  /** Its checkbox for a bulk action, where messages can be managed. */
  selection?: { isSelected: boolean; onChange: (isSelected: boolean) => void }
}

const actionClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium hover:bg-neutral-100 disabled:opacity-60 dark:hover:bg-neutral-800'

/** The mail client's "Reply": the sender's address and a subject that names the label. */
export function replyHref(message: ContactMessage, subject: string) {
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`
}

/** One message: who sent it, how to answer, when, what it says, and what to do with it. */
export function MessageCard({
  message,
  onToggleRead,
  onDelete,
  isBusy = false,
  selection,
}: MessageCardProps) {
  const { t, i18n } = useTranslation('manage')
  const language = i18n.resolvedLanguage ?? i18n.language
  const initial = message.name.trim().charAt(0).toLocaleUpperCase() || '?'
  const name = message.name || t('inbox.anonymous')
  // Without a way to mark messages read (the hosted API), every one would look unread forever.
  const isUnread = capabilities.canManageMessages && !message.isRead

  return (
    <article
      className={cn(
        'rounded-2xl border bg-surface-raised p-4 shadow-sm sm:p-5',
        // Unread stands out by more than colour: the accent edge and the "Unread" label.
        isUnread ? 'border-line border-l-4 border-l-accent' : 'border-line',
      )}
    >
      <header className="flex items-center gap-3">
        {selection ? (
          <SelectBox
            label={t('inbox.select', { name })}
            isChecked={selection.isSelected}
            onChange={selection.onChange}
          />
        ) : null}
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent"
        >
          {initial}
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2">
            <h2 className={cn('break-words', isUnread ? 'font-bold' : 'font-semibold')}>{name}</h2>
            {isUnread ? (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
                {t('inbox.unreadBadge')}
              </span>
            ) : null}
          </div>
          <time dateTime={message.createdAt} className="text-sm whitespace-nowrap text-muted">
            {formatDate(message.createdAt, language)}
          </time>
        </div>
      </header>
      {/* Full width under the name on a phone; lined up with the name from sm up. */}
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted sm:mt-1 sm:pl-13">
        {message.email ? (
          <a
            href={`mailto:${message.email}`}
            aria-label={t('inbox.write', { email: message.email })}
            className="inline-flex min-h-6 min-w-0 items-center gap-1.5 [overflow-wrap:anywhere] hover:text-accent"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {message.email}
          </a>
        ) : null}
        {message.phone ? (
          <a
            href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('inbox.call', { phone: message.phone })}
            className="inline-flex min-h-6 items-center gap-1.5 whitespace-nowrap hover:text-accent"
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {message.phone}
          </a>
        ) : null}
      </div>
      <p className="mt-3 break-words whitespace-pre-line sm:pl-13">{message.message}</p>
      <div className="mt-4 flex flex-wrap gap-2 sm:pl-13">
        {message.email ? (
          <a
            href={replyHref(message, t('inbox.replySubject', { site: site.name }))}
            aria-label={t('inbox.replyTo', { name })}
            className={actionClass}
          >
            <Reply aria-hidden="true" className="size-4" />
            {t('inbox.reply')}
          </a>
        ) : null}
        {/* The hosted API has no PATCH or DELETE /contact/:id: nothing to offer then. */}
        {capabilities.canManageMessages ? (
          <>
            <button
              type="button"
              onClick={onToggleRead}
              disabled={isBusy}
              aria-label={t(message.isRead ? 'inbox.markUnreadOf' : 'inbox.markReadOf', { name })}
              className={actionClass}
            >
              {message.isRead ? (
                <Mail aria-hidden="true" className="size-4" />
              ) : (
                <MailOpen aria-hidden="true" className="size-4" />
              )}
              {t(message.isRead ? 'inbox.markUnread' : 'inbox.markRead')}
            </button>
            <button
              type="button"
              onClick={onDelete}
              disabled={isBusy}
              aria-label={t('inbox.deleteOf', { name })}
              className={cn(actionClass, 'text-danger')}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('inbox.delete')}
            </button>
          </>
        ) : null}
      </div>
    </article>
  )
}
