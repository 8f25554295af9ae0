import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Menu, X } from 'lucide-react'
import { usePopover } from '@/hooks/use-popover'
import { useAuth } from '@/lib/auth'
import { AccountLinks } from './account-links'
import { primaryNav, talentNav } from './nav-items'
import { NavLinkItem } from './nav-link-item'

// Signed-in visitors only, like the header's account menu (same chunk).
const AccountPanel = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountPanel })),
)

const itemClass =
  'block rounded-md px-3 py-2 text-base hover:bg-neutral-100 dark:hover:bg-neutral-800'

/** The small-screen menu: the header's pages, the talent pages and login (docs/product.md §3). */
export function MobileMenu() {
  const { t } = useTranslation('common')
  const { isAuthenticated } = useAuth()
  const { isOpen, close, containerRef, triggerProps, panelId } = usePopover()
  const Icon = isOpen ? X : Menu

  return (
    <div ref={containerRef} className="lg:hidden">
      <button
        type="button"
        {...triggerProps}
        aria-label={isOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        <Icon aria-hidden="true" className="size-6" />
      </button>
      {isOpen ? (
        <nav
          id={panelId}
          aria-label={t('nav.mobile')}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface-raised px-4 py-3 shadow-lg"
        >
          <ul className="flex flex-col gap-1">
            {[...primaryNav.before, ...talentNav, ...primaryNav.after].map((item) => (
              <li key={item.to}>
                <NavLinkItem item={item} onNavigate={close} className={itemClass} />
              </li>
            ))}
            {isAuthenticated ? (
              // On phones only: from `sm` up the account menu is in the header bar.
              <li className="mt-2 border-t border-line pt-2 sm:hidden">
                <Suspense fallback={null}>
                  <AccountPanel onNavigate={close} />
                </Suspense>
              </li>
            ) : (
              <li className="mt-2 flex flex-col gap-1 border-t border-line pt-2">
                <AccountLinks onNavigate={close} className={itemClass} />
              </li>
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
