import { lazy, Suspense, type ReactNode } from 'react'
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

/**
 * One part of the header, kept the server's HTML until a tap, a key or an update reaches it
 * (docs/decisions/042-header-and-footer-hydrate-when-used.md): on a phone most of the header is
 * the wide screen's menu, hidden, and on the small pages it was a quarter of what React hydrated.
 * Each control is a part of its own, so the first tap on one hydrates that control alone, not the
 * whole bar: the theme button's first tap on /musics hydrated the menus and links beside it too
 * (docs/decisions/050-each-header-control-hydrates-alone.md). `contents`: the wrapper makes no box,
 * so the bar lays its controls out as if it were not there.
 */
function HeaderPart({ children }: { children: ReactNode }) {
  return (
    <HydrateWhenNear onlyWhenUsed className="contents">
      {children}
    </HydrateWhenNear>
  )
}

function WideNav() {
  const { t } = useTranslation('common')
  const { isAuthenticated } = useAuth()
  return (
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
  )
}

function HomeLink() {
  const { t } = useTranslation('common')
  return (
    <Link to={paths.home} aria-label={t('nav.homeLink', { name: site.name })} className="mr-auto">
      <Logo />
    </Link>
  )
}

/** A signed-in visitor's menu; the server renders for a guest, so it never has to hydrate. */
function AccountPart() {
  const { isAuthenticated } = useAuth()
  if (!isAuthenticated) return null
  return (
    // From `sm` up; on phones the bar has no room left, and the mobile menu holds the account.
    <div className="hidden sm:block">
      {/* The button's footprint while its chunk arrives, so the header does not jump. */}
      <Suspense fallback={<span aria-hidden="true" className="block h-10 w-32" />}>
        <AccountMenu />
      </Suspense>
    </div>
  )
}

/**
 * A dark theme is an update the server cannot know: once the page is live the theme button must
 * say it is pressed, so this part alone is rendered again then, and the render hydrates it.
 */
function ThemePart() {
  const { theme } = useTheme()
  useHydrated(theme === 'dark')
  return (
    <HeaderPart>
      <ThemeToggle />
    </HeaderPart>
  )
}

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <HeaderPart>
          <HomeLink />
        </HeaderPart>
        <HeaderPart>
          <WideNav />
        </HeaderPart>
        <AccountPart />
        <HeaderPart>
          <LanguageMenu />
        </HeaderPart>
        <ThemePart />
        <HeaderPart>
          <MobileMenu />
        </HeaderPart>
      </div>
    </header>
  )
}
