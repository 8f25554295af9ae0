import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ExternalLink, LogOut } from 'lucide-react'
import { CloseButton } from '@/components/ui/close-button'
import { DisclosureChevron } from '@/components/ui/disclosure-chevron'
import { useLogout } from '@/api/auth'
import { Logo } from '@/components/layout/logo'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { cn } from '@/lib/cn'
import { adminNav, groupOf, type AdminNavGroup } from './admin-nav'
import { UnreadBadge } from './unread-badge'

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800'
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(rowClass, isActive && 'bg-accent-soft font-bold text-accent')

interface AdminSidebarProps {
  id: string
  /** Small screens: whether the sidebar is shown over the page. Always shown from lg up. */
  isOpen: boolean
  onClose: () => void
  /** A page link was chosen: the layout closes the sidebar and focuses the page's heading. */
  onNavigate: () => void
}

/** Groups expand one at a time (docs/product.md §7); the group of the current page starts open. */
export function AdminSidebar({ id, isOpen, onClose, onNavigate }: AdminSidebarProps) {
  const { t } = useTranslation('admin')
  const { pathname } = useLocation()
  const [expanded, setExpanded] = useState<string | null>(() => groupOf(pathname))
  const logout = useLogout()
  const closeRef = useRef<HTMLButtonElement>(null)

  // Opened over the page on a small screen: focus moves into it.
  useEffect(() => {
    if (isOpen) closeRef.current?.focus()
  }, [isOpen])

  const toggle = (group: AdminNavGroup) =>
    setExpanded((current) => (current === group.id ? null : group.id))

  return (
    <aside
      id={id}
      className={cn(
        'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-line bg-surface-raised transition-transform',
        'lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0',
        isOpen ? 'translate-x-0' : '-translate-x-full max-lg:invisible',
      )}
    >
      <div className="flex h-16 items-center justify-between border-b border-line px-4">
        {/* The name holds the label's name the logo shows (WCAG 2.5.3, label in name). */}
        <Link to={paths.home} aria-label={`${site.name}: ${t('nav.viewSite')}`}>
          <Logo />
        </Link>
        <CloseButton
          ref={closeRef}
          label={t('nav.closeSidebar')}
          onClick={onClose}
          iconClassName="size-6"
          className="size-10 hover:bg-neutral-100 lg:hidden dark:hover:bg-neutral-800"
        />
      </div>
      <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto p-3">
        <ul className="space-y-1">
          {adminNav.map((group) => {
            const Icon = group.icon
            if (group.to) {
              return (
                <li key={group.id}>
                  <NavLink to={group.to} end onClick={onNavigate} className={navLinkClass}>
                    <Icon aria-hidden="true" className="size-5" />
                    {t(group.labelKey)}
                    {group.id === 'messages' ? <UnreadBadge /> : null}
                  </NavLink>
                </li>
              )
            }
            const isExpanded = expanded === group.id
            const panelId = `${id}-${group.id}`
            return (
              <li key={group.id}>
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={panelId}
                  onClick={() => toggle(group)}
                  className={rowClass}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  <span className="flex-1 text-left">{t(group.labelKey)}</span>
                  <DisclosureChevron open={isExpanded} />
                </button>
                <ul id={panelId} hidden={!isExpanded} className="mt-1 space-y-1 pl-8">
                  {group.links?.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end onClick={onNavigate} className={navLinkClass}>
                        {t(link.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-line p-3">
        <Link to={paths.home} className={rowClass}>
          <ExternalLink aria-hidden="true" className="size-5" />
          {t('nav.viewSite')}
        </Link>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className={cn(rowClass, 'text-danger')}
        >
          <LogOut aria-hidden="true" className="size-5" />
          {logout.isPending ? t('nav.loggingOut') : t('nav.logout')}
        </button>
      </div>
    </aside>
  )
}
