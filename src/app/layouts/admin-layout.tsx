import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Menu } from 'lucide-react'
import { AdminGreeting } from '@/features/admin/components/admin-greeting'
import { AdminSidebar } from '@/features/admin/components/admin-sidebar'
import { LanguageMenu } from '@/components/layout/language-menu'
import { ThemeToggle } from '@/components/layout/theme-toggle'
import { PageSpinner } from '@/components/ui/spinner'

const MAIN_ID = 'admin-content'

/** The admin shell: sidebar, greeting bar, page. Lives in its own chunk, behind RequireAdmin. */
export default function AdminLayout() {
  const { t } = useTranslation(['admin', 'common'])
  const sidebarId = useId()
  const [isSidebarOpen, setSidebarOpen] = useState(false)
  const openerRef = useRef<HTMLButtonElement>(null)
  const mainRef = useRef<HTMLElement>(null)
  const headingPending = useRef(false)
  const location = useLocation()

  // Focus goes back to the button that opened it (hidden from lg up, where this does nothing).
  const closeSidebar = useCallback(() => {
    setSidebarOpen(false)
    openerRef.current?.focus()
  }, [])

  // A sidebar link was chosen: the sidebar closes and focus goes to the new page's heading, not
  // back to the menu button (nor, on a wide screen, left on the link).
  const onNavigate = useCallback(() => {
    setSidebarOpen(false)
    headingPending.current = true
  }, [])

  // The page may still be loading (a lazy chunk): the heading is focused once it is there.
  useEffect(() => {
    const main = mainRef.current
    if (!headingPending.current || !main) return
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1')
      if (!heading) return false
      headingPending.current = false
      heading.tabIndex = -1
      heading.focus()
      return true
    }
    if (focusHeading()) return
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect()
    })
    observer.observe(main, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [location.key])

  useEffect(() => {
    if (!isSidebarOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSidebar()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isSidebarOpen, closeSidebar])

  return (
    <div className="min-h-dvh lg:flex">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-[60] rounded-lg bg-accent-strong px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common:nav.skipToContent')}
      </a>
      <AdminSidebar
        id={sidebarId}
        isOpen={isSidebarOpen}
        onClose={closeSidebar}
        onNavigate={onNavigate}
      />
      {isSidebarOpen ? (
        // The backdrop only closes the sidebar; keyboard users have the toggle and Escape.
        <div
          aria-hidden="true"
          onClick={closeSidebar}
          className="fixed inset-0 z-40 bg-black/50 lg:hidden"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex min-h-16 items-center gap-3 border-b border-line bg-surface/95 px-4 py-2 backdrop-blur sm:px-6">
          <button
            ref={openerRef}
            type="button"
            aria-expanded={isSidebarOpen}
            aria-controls={sidebarId}
            aria-label={t('nav.openSidebar')}
            onClick={() => setSidebarOpen(true)}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-neutral-100 lg:hidden dark:hover:bg-neutral-800"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <div className="mr-auto min-w-0">
            <AdminGreeting />
          </div>
          <LanguageMenu />
          <ThemeToggle />
        </header>
        <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<PageSpinner label={t('common:states.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  )
}
