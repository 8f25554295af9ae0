import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { NavLinkItem } from './nav-link-item'

/** Login, for guests; a signed-in visitor has the account menu instead (./account-menu.tsx). */
export function AccountLinks({
  className,
  onNavigate,
}: {
  className?: string
  onNavigate?: () => void
}) {
  const { isAuthenticated } = useAuth()
  if (isAuthenticated) return null
  return (
    <NavLinkItem
      item={{ to: paths.login, labelKey: 'nav.login' }}
      onNavigate={onNavigate}
      className={className}
    />
  )
}
