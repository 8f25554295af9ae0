import { Link, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { isItemActive, type NavItem } from './nav-items'

/** The current page is shown in bold red (docs/product.md §3) and announced with aria-current. */
export const activeLinkClass = 'font-bold text-accent'

export function NavLinkItem({
  item,
  className,
  onNavigate,
}: {
  item: NavItem
  className?: string
  onNavigate?: () => void
}) {
  const { t } = useTranslation('common')
  const { pathname } = useLocation()
  const isActive = isItemActive(item, pathname)
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        className,
        isActive ? activeLinkClass : 'font-medium text-fg hover:text-accent',
      )}
    >
      {t(item.labelKey)}
    </Link>
  )
}
