import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useLogout } from '@/api/auth'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { cn } from '@/lib/cn'
import { NavLinkItem } from './nav-link-item'

/** Login for guests; for a signed-in visitor, Logout (and the dashboard for admins). */
export function AccountLinks({
  className,
  onNavigate,
}: {
  className?: string
  onNavigate?: () => void
}) {
  const { t } = useTranslation('common')
  const { isAuthenticated, isAdmin } = useAuth()
  const logout = useLogout()

  if (!isAuthenticated) {
    return (
      <NavLinkItem
        item={{ to: paths.login, labelKey: 'nav.login' }}
        onNavigate={onNavigate}
        className={className}
      />
    )
  }
  return (
    <>
      {isAdmin ? (
        <Link
          to={paths.admin.dashboard}
          onClick={onNavigate}
          className={cn(className, 'font-medium hover:text-accent')}
        >
          {t('nav.dashboard')}
        </Link>
      ) : null}
      <button
        type="button"
        onClick={() => {
          onNavigate?.()
          logout.mutate()
        }}
        disabled={logout.isPending}
        className={cn(className, 'text-left font-medium hover:text-accent')}
      >
        {t('nav.logout')}
      </button>
    </>
  )
}
