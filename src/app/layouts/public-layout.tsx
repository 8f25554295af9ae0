import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { PlayerBar } from '@/features/music/player/player-bar'
import { PageSpinner } from '@/components/ui/spinner'
import { HydrationDone } from '@/hooks/use-hydrated'

export const MAIN_CONTENT_ID = 'main-content'

/** Header, page, footer. A page still loading its translations keeps the chrome on screen. */
export function PublicLayout() {
  const { t } = useTranslation('common')
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-accent-strong px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner label={t('states.loading')} />}>
          <Outlet />
          <HydrationDone />
        </Suspense>
      </main>
      <Footer />
      {/* While a track is loaded; it also keeps room below the footer so it never covers it. */}
      <PlayerBar />
    </div>
  )
}
