import { useTranslation } from 'react-i18next'
import { capabilities } from '@/api/capabilities'
import { useUnreadCount } from '@/api/contact'

/**
 * The number of unread contact messages beside "Messages" in the sidebar, so a new message is
 * seen from any admin page. Nothing shows while loading, on error, or when all are read, nor
 * against an API where messages cannot be marked read (the count could only grow).
 */
export function UnreadBadge() {
  return capabilities.canManageMessages ? <Count /> : null
}

function Count() {
  const { t } = useTranslation('admin')
  // The total of a one-row page of unread messages: the inbox itself is never read for it.
  const count = useUnreadCount().data?.total ?? 0
  if (count === 0) return null
  return (
    <span className="ml-auto rounded-full bg-accent-strong px-2 py-0.5 text-xs font-bold text-white tabular-nums">
      <span aria-hidden="true">{count}</span>
      {/* Read as "Messages, 2 unread messages": the comma keeps the two apart. */}
      <span className="sr-only">, {t('nav.unread', { count })}</span>
    </span>
  )
}
