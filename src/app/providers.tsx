import { Suspense, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { PlayerProvider } from '@/features/music/player/player-provider'
import { PageSpinner } from '@/components/ui/spinner'
import { AuthProvider } from '@/lib/auth'
import { ThemeProvider } from '@/lib/theme'
import { AppErrorBoundary } from './error-boundary'

interface AppProvidersProps {
  i18n: I18n
  queryClient: QueryClient
  children: ReactNode
}

/**
 * Everything the pages rely on, outermost first. The app (main.tsx) and the component tests
 * (tests/components/utils.tsx) both use this, with their own i18n and query client.
 */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <AppErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <AuthProvider>
              {/*
               * One <audio> element above every route keeps music playing while the visitor moves
               * between pages; the player reads auth and the query client to count plays.
               */}
              <PlayerProvider>
                {/* The common namespace loads before the first page shows. */}
                <Suspense fallback={<PageSpinner />}>{children}</Suspense>
              </PlayerProvider>
            </AuthProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </AppErrorBoundary>
  )
}
