import { useTranslation } from 'react-i18next'
import { Mail, Phone } from 'lucide-react'
import type { ContactMessage } from '@contract/contact'
import { formatDate } from '@/lib/format'

/** One message: who sent it, how to answer, when, and what it says. */
export function MessageCard({ message }: { message: ContactMessage }) {
  const { t, i18n } = useTranslation('manage')
  const language = i18n.resolvedLanguage ?? i18n.language
  const initial = message.name.trim().charAt(0).toLocaleUpperCase() || '?'

  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5">
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft font-bold text-accent"
        >
          {initial}
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
          <h2 className="font-semibold break-words">{message.name || t('inbox.anonymous')}</h2>
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
    </article>
  )
}
