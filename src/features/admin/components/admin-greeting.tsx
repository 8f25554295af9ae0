import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { greetingAt } from '@/lib/greeting'
import { useAuth } from '@/lib/auth'

/**
 * "Good Morning, Name" and the e-mail (spec §2). The name falls back to Admin; without a
 * stored e-mail the greeting is not shown at all.
 */
export function AdminGreeting() {
  const { t } = useTranslation('admin')
  const { user } = useAuth()
  const [now] = useState(() => new Date())

  if (!user?.email) return null
  const name = user.name || user.username || t('greeting.fallbackName')

  return (
    <div className="min-w-0">
      <p className="truncate text-lg font-bold">
        {t('greeting.line', { greeting: t(`greeting.${greetingAt(now)}`), name })}
      </p>
      <p className="truncate text-sm text-muted">{user.email}</p>
    </div>
  )
}
