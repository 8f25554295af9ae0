import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ChevronDown, Heart, LayoutDashboard, LogOut } from 'lucide-react'
import { useLogout } from '@/api/auth'
import { paths } from '@/config/paths'
import { usePopover } from '@/hooks/use-popover'
import { useAuth } from '@/lib/auth'
import { cn } from '@/lib/cn'

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800'

/**
 * Who is signed in, on every page: a button with the visitor's name (an initial on phones) that
 * opens their account: name, "My likes", the dashboard for admins, and "Sign out". A disclosure
 * (usePopover): Escape or a click outside closes it, and Escape returns focus to the button.
 */
export default function AccountMenu() {
  const { t } = useTranslation('common')
  const { user, isAdmin } = useAuth()
  const logout = useLogout()
  const { isOpen, close, containerRef, triggerProps, panelId } = usePopover()
  if (!user) return null

  const name = user.name || user.username || user.email || t('account.fallbackName')
  const initial = name.trim().charAt(0).toUpperCase()

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        {...triggerProps}
        aria-label={t('account.button', { name })}
        className="inline-flex h-10 max-w-48 items-center gap-2 rounded-lg px-1.5 text-sm font-medium hover:bg-neutral-100 sm:px-2 dark:hover:bg-neutral-800"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-strong text-xs font-bold text-white"
        >
          {initial}
        </span>
        <span className="hidden truncate sm:inline">{name}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'hidden size-4 shrink-0 transition-transform sm:block',
            isOpen && 'rotate-180',
          )}
        />
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface-raised p-1 shadow-lg"
        >
          <div className="border-b border-line px-3 py-2">
            <p className="text-xs text-muted">{t('account.signedInAs')}</p>
            <p className="truncate font-semibold">{name}</p>
            {user.email && user.email !== name ? (
              <p className="truncate text-sm text-muted">{user.email}</p>
            ) : null}
          </div>
          <ul className="pt-1">
            {isAdmin ? (
              <li>
                <Link to={paths.admin.dashboard} onClick={close} className={itemClass}>
                  <LayoutDashboard aria-hidden="true" className="size-4 text-muted" />
                  {t('nav.dashboard')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={paths.likes} onClick={close} className={itemClass}>
                <Heart aria-hidden="true" className="size-4 text-muted" />
                {t('account.likes')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  close()
                  logout.mutate()
                }}
                disabled={logout.isPending}
                className={itemClass}
              >
                <LogOut aria-hidden="true" className="size-4 text-muted" />
                {t('account.signOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  )
}
