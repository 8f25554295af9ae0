import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Heart, LayoutDashboard, LogOut } from 'lucide-react'
import { useLogout } from '@/api/auth'
import { DisclosureChevron } from '@/components/ui/disclosure-chevron'
import { paths } from '@/config/paths'
import { usePopover } from '@/hooks/use-popover'
import { useAuth } from '@/lib/auth'

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800'

/** The signed-in visitor's display name, with a fallback for an account without one. */
function useDisplayName(): string {
  const { t } = useTranslation('common')
  const { user } = useAuth()
  return user?.name || user?.username || user?.email || t('account.fallbackName')
}

/**
 * The account itself: who is signed in, "My likes", the dashboard for admins, and "Sign out".
 * In the header's account menu, and in the mobile menu on phones, where the bar has no room.
 */
export function AccountPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common')
  const { user, isAdmin } = useAuth()
  const logout = useLogout()
  const name = useDisplayName()
  if (!user) return null

  return (
    <>
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
            <Link to={paths.admin.dashboard} onClick={onNavigate} className={itemClass}>
              <LayoutDashboard aria-hidden="true" className="size-4 text-muted" />
              {t('nav.dashboard')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={paths.likes} onClick={onNavigate} className={itemClass}>
            <Heart aria-hidden="true" className="size-4 text-muted" />
            {t('account.likes')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              onNavigate?.()
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
    </>
  )
}

/**
 * Who is signed in, on every page from `sm` up: a button with the visitor's name that opens
 * their AccountPanel. A disclosure (usePopover): Escape or a click outside closes it, and Escape
 * returns focus to the button.
 */
export default function AccountMenu() {
  const { t } = useTranslation('common')
  const { user } = useAuth()
  const name = useDisplayName()
  const { isOpen, close, containerRef, triggerProps, panelId } = usePopover()
  if (!user) return null
  const initial = name.trim().charAt(0).toUpperCase()

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        {...triggerProps}
        aria-label={t('account.button', { name })}
        className="inline-flex h-10 max-w-48 items-center gap-2 rounded-lg px-2 text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-strong text-xs font-bold text-white"
        >
          {initial}
        </span>
        <span className="truncate">{name}</span>
        <DisclosureChevron open={isOpen} className="shrink-0" />
      </button>
      {isOpen ? (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-line bg-surface-raised p-1 shadow-lg"
        >
          <AccountPanel onNavigate={close} />
        </div>
      ) : null}
    </div>
  )
}
