import { GREETING_CUTOFFS } from '@/config/ui'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { greetingAt } from '@/lib/greeting'
import { useAuth } from '@/lib/auth'

/** Milliseconds from `now` to the next hour the greeting changes at: 12 h, 18 h or midnight. */
function msToNextGreeting(now: Date): number {
  const hours = [GREETING_CUTOFFS.afternoonFromHour, GREETING_CUTOFFS.eveningFromHour, 24]
  const next = hours.find((hour) => hour > now.getHours()) ?? 24
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate(), next)
  // At least a second: a timer that fires a hair early must not spin until the hour turns.
  return Math.max(1000, at.getTime() - now.getTime())
}

/**
 * "Good Morning, Name" and the e-mail (docs/product.md §7). The name falls back to Admin; without a
 * stored e-mail the greeting is not shown at all. The layout stays mounted while the admin
 * works, so the greeting moves on by itself at 12 h, 18 h and midnight.
 */
export function AdminGreeting() {
  const { t } = useTranslation('admin')
  const { user } = useAuth()
  const [now, setNow] = useState(() => new Date())

  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), msToNextGreeting(now))
    return () => clearTimeout(timer)
  }, [now])

  if (!user?.email) return null
  const name = user.name || user.username || t('greeting.fallbackName')

  return (
    <div className="min-w-0">
      {/* The whole greeting, on two lines if need be: cut, it read "Good Morning, …". */}
      <p className="text-lg leading-tight font-bold [overflow-wrap:anywhere]">
        {t('greeting.line', { greeting: t(`greeting.${greetingAt(now)}`), name })}
      </p>
      <p className="text-sm text-muted [overflow-wrap:anywhere]">{user.email}</p>
    </div>
  )
}
