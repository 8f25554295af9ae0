import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import type { i18n as I18n } from 'i18next'
import { providePreloaded } from '@/api/preloaded'
import { createQueryClient } from '@/app/query-client'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/router'
import { createI18n } from '@/lib/i18n'

/**
 * The first paint of a public page, rendered on the server (`vite build --ssr`, loaded by
 * server/plugins/first-paint.ts): the same components as the SPA, for an English-speaking guest,
 * with the list the server also writes into the page. The browser paints it before any script
 * has run; the SPA then renders the same page and replaces it (src/main.tsx). It is not hydrated:
 * a visitor with another language or a session simply never sees it (index.html's inline script).
 * docs/decisions/005-server-first-paint.md.
 */

/** Every namespace a first-painted page uses, loaded once per server process. */
const NAMESPACES = ['common', 'home', 'pages', 'talent', 'gallery', 'music']

let ready: Promise<I18n> | undefined

function englishI18n(): Promise<I18n> {
  ready ??= (async () => {
    const i18n = createI18n()
    if (!i18n.isInitialized)
      await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()))
    await i18n.changeLanguage('en')
    await i18n.loadNamespaces(NAMESPACES)
    return i18n
  })()
  return ready
}

export interface FirstPaintInput {
  /** The page's path and query, e.g. '/artists'. */
  url: string
  /** The list call the page makes and its guest answer, as the page's data block carries it. */
  preloaded?: { url: string; body: string }
}

/**
 * The page's markup, or undefined when it cannot be rendered as the SPA would render it (a
 * redirect, an error, a page still waiting for something).
 */
export async function renderFirstPaint(input: FirstPaintInput): Promise<string | undefined> {
  const i18n = await englishI18n()
  const handler = createStaticHandler(routes)
  // Resolves the matched routes' lazy modules, as the SPA does before its first render.
  const context = await handler.query(new Request(new URL(input.url, 'http://localhost')))
  if (context instanceof Response || context.errors) return undefined
  const router = createStaticRouter(handler.dataRoutes, context)

  // renderToString is synchronous: the data handed over here is the data this render takes.
  if (input.preloaded) providePreloaded(input.preloaded.url, input.preloaded.body)
  try {
    const html = renderToString(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    )
    // A boundary that suspended came out as its fallback (a spinner), marked `<!--$!-->` for the
    // client to render: better no first paint than a spinner the page then replaces.
    return html.includes('<!--$!-->') ? undefined : html
  } finally {
    providePreloaded()
  }
}
