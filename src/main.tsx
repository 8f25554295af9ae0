import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createQueryClient } from '@/app/query-client'
import { AppProviders } from '@/app/providers'
import { createAppRouter, loadFirstRoute } from '@/app/router'
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

const i18n = createI18n()

function render(container: HTMLElement, serverRendered = false) {
  // A transition, so React renders the first page in slices that yield to the browser instead of
  // one long task (Lighthouse counts every task over 50 ms as blocking time on a phone's CPU).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={createQueryClient()}>
          <RouterProvider router={createAppRouter({ serverRendered })} />
        </AppProviders>
      </StrictMode>,
    )
  })
}

// The server's first paint (server/plugins/first-paint.ts) stays on screen until React's first
// commit replaces it, so that commit must be the page, not a spinner between two copies of it.
if (root.querySelector('[data-first-paint]'))
  void loadFirstRoute(i18n).finally(() => render(root, true))
else render(root)
