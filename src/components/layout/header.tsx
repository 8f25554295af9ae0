import { lazy, Suspense } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { useHydrated } from '@/hooks/use-hydrated'
import { useAuth } from '@/lib/auth'
import { useTheme } from '@/lib/theme'
import { AccountLinks } from './account-links'
import { LanguageMenu } from './language-menu'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { primaryNav } from './nav-items'
import { NavLinkItem } from './nav-link-item'
import { TalentMenu } from './talent-menu'
import { ThemeToggle } from './theme-toggle'

const linkClass = 'rounded-md px-3 py-2 text-sm'

// Signed-in visitors only: guests, most first visits, do not download it (src/README.md budget).
const AccountMenu = lazy(() => import('./account-menu'))

function HeaderContent() {
  const { t } = useTranslation('common')
  const { isAuthenticated } = useAuth()
  return (
    <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
      <Link to={paths.home} aria-label={t('nav.homeLink', { name: site.name })} className="mr-auto">
        <Logo />
      </Link>
      <nav aria-label={t('nav.main')} className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {primaryNav.before.map((item) => (
            <li key={item.to}>
              <NavLinkItem item={item} className={linkClass} />
            </li>
          ))}
          <li>
            <TalentMenu />
          </li>
          {primaryNav.after.map((item) => (
            <li key={item.to}>
              <NavLinkItem item={item} className={linkClass} />
            </li>
          ))}
          {isAuthenticated ? null : (
            <li className="flex items-center">
              <AccountLinks className={linkClass} />
            </li>
          )}
        </ul>
      </nav>
      {isAuthenticated ? (
        // From `sm` up; on phones the bar has no room left, and the mobile menu holds the account.
        <div className="hidden sm:block">
          {/* The button's footprint while its chunk arrives, so the header does not jump. */}
          <Suspense fallback={<span aria-hidden="true" className="block h-10 w-32" />}>
            <AccountMenu />
          </Suspense>
        </div>
      ) : null}
      <LanguageMenu />
      <ThemeToggle />
      <MobileMenu />
    </div>
  )
}

/**
 * The server's HTML until a tap, a key or an update reaches it (the next page's active link, a
 * sign-in, another language): on a phone most of it is the wide screen's menu, hidden, and on the
 * small pages it was a quarter of what React hydrated
 * (docs/decisions/042-header-and-footer-hydrate-when-used.md). A dark theme is such an update: the
 * server cannot know it, and the theme button then says it is pressed once the page is live.
 */
export function Header() {
  const { theme } = useTheme()
  // Re-rendered once live in the dark theme only: the new render reaches the part and hydrates it.
  useHydrated(theme === 'dark')
  return (
    <HydrateWhenNear
      as="header"
      onlyWhenUsed
      className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80"
    >
      <HeaderContent />
    </HydrateWhenNear>
  )
}
