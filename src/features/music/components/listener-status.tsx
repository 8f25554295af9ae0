import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Headphones, UserRound } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'

/**
 * docs/product.md §4: guests see 'Guest Mode' and a way to sign in (their plays are not counted); a
 * signed-in listener is welcomed by name.
 */
export function ListenerStatus() {
  const { t } = useTranslation('music')
  const { user } = useAuth()

  if (!user) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-white/15 bg-white/5 p-4 sm:flex-row sm:items-center">
        <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white">
          <UserRound aria-hidden="true" className="size-4" />
          {t('guest.label')}
        </span>
        <p className="min-w-0 flex-1 text-sm text-neutral-300">{t('guest.message')}</p>
        {/* The band is dark in both themes: a white focus ring shows where the red one would not. */}
        <Link
          to={paths.login}
          className={buttonClasses('primary', 'md', 'focus-visible:outline-white')}
        >
          {t('guest.signIn')}
        </Link>
      </div>
    )
  }

  const name = user.name || user.username || user.email || ''
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-white/15 bg-white/5 px-4 py-3">
      <Headphones aria-hidden="true" className="size-6 shrink-0 text-brand-400" />
      <div>
        <p className="font-semibold text-white">{t('welcome', { name })}</p>
        <p className="text-sm text-neutral-300">{t('welcomeNote')}</p>
      </div>
    </div>
  )
}
