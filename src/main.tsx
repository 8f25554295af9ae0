import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { hydrate } from '@tanstack/react-query'
import { createQueryClient } from '@/app/query-client'
import { AppProviders } from '@/app/providers'
import { Live } from '@/app/live'
import { createAppRouter, loadFirstRoute } from '@/app/router'
import { readSsrState, type SsrState } from '@/app/ssr-state'
import { startHydration } from '@/hooks/use-hydrated'
import { createI18n } from '@/lib/i18n'
import './index.css'

// zod probes `new Function` before its first object parse. Our CSP (no 'unsafe-eval') makes the
// probe fail, as it should, but the browser reports each probe as a CSP violation. `jitless`
// skips the probe; under this CSP its JIT could never run anyway. zod keeps its settings in this
// global (zod/v4/core's globalConfig), so this works without pulling zod into the first load.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
;(zodSettings.__zod_globalConfig ??= {}).jitless = true

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

/**
 * Ends the current task: the entry's evaluation and the start of hydration are then two tasks,
 * each shorter than the 50 ms a phone's CPU may block input for (Lighthouse's Total Blocking Time).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => window.setTimeout(resolve))

/**
 * A page the server rendered (docs/decisions/012-server-rendering-and-hydration.md): React
 * hydrates its HTML, starting from the server's language, translations, query cache and router
 * state, so its first render is that HTML and the page is live as soon as the route's chunk
 * (preloaded beside the entry, after the first paint) has run.
 */
async function hydratePage(container: HTMLElement, state: SsrState) {
  await yieldToBrowser()
  const i18n = createI18n({ language: state.language, resources: state.resources })
  const queryClient = createQueryClient()
  hydrate(queryClient, state.queries)
  await loadFirstRoute(i18n)
  startHydration()
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <Live i18n={i18n}>
          <RouterProvider router={createAppRouter(state.router)} />
        </Live>
      </AppProviders>
    </StrictMode>,
  )
}

/** Everywhere else (a static host, /admin, a page the server could not render): the SPA alone. */
function renderPage(container: HTMLElement) {
  const i18n = createI18n()
  // A transition, so React renders the first page in slices that yield to the browser instead of
  // one long task (Lighthouse counts every task over 50 ms as blocking time on a phone's CPU).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={createQueryClient()}>
          <Live>
            <RouterProvider router={createAppRouter()} />
          </Live>
        </AppProviders>
      </StrictMode>,
    )
  })
}

const state = readSsrState()
if (state) void hydratePage(root, state)
else renderPage(root)
