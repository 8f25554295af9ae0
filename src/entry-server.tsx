import { StrictMode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { dehydrate } from '@tanstack/react-query'
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE } from '@contract/constants'
import type { Render, RenderResult } from '@contract/ssr'
import type { PrefetchContext } from '@/app/prefetch'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { routes, type RouteHandle } from '@/app/router'
import { ssrStateTag } from '@/app/ssr-state'
import { PageHeadContext, type PageHead } from '@/components/ui/page-title'
import { baseOptions, DEFAULT_NAMESPACE, type Resources } from '@/lib/i18n'
import { jsonLdText } from '@/lib/structured-data'

/**
 * The server's render of a page (`vite build --ssr`, loaded by server/ssr/renderer.ts): the
 * SPA's own routes and components, React Router's static handler and router, in the visitor's
 * language, with what the page's `prefetch` read (src/app/prefetch.ts) in its query cache. The
 * browser hydrates it (src/main.tsx). docs/decisions/012-server-rendering-and-hydration.md.
 */

/** Every translation, read once per process: a render never waits for a file. */
const RESOURCES: Resources = {}
for (const [path, json] of Object.entries(
  // embed.json is the embeddable player's (src/embed/), never a namespace of the SPA.
  import.meta.glob<Record<string, unknown>>(['../locales/*/*.json', '!../locales/*/embed.json'], {
    eager: true,
    import: 'default',
  }),
)) {
  const [, language = '', namespace = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []
  ;(RESOURCES[language] ??= {})[namespace] = json
}

/** One instance per render: it records the namespaces the page used, and the language is its own. */
function renderI18n(language: string): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    ...baseOptions,
    lng: language,
    resources: RESOURCES,
    initAsync: false,
  })
  return instance
}

/** The translations the page used, in its language and in the fallback, for the browser. */
function usedResources(i18n: I18n, language: string): Resources {
  const used = new Set([DEFAULT_NAMESPACE, ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])])
  const resources: Resources = {}
  for (const lng of new Set([language, DEFAULT_LANGUAGE])) {
    resources[lng] = {}
    for (const namespace of used) {
      const bundle = RESOURCES[lng]?.[namespace]
      if (bundle) resources[lng][namespace] = bundle
    }
  }
  return resources
}

/** The page's head tags; React escapes what an admin typed, as in the page. */
function headTags(head: PageHead): string {
  return renderToStaticMarkup(
    <>
      {head.title && <title>{head.title}</title>}
      {head.description && <meta name="description" content={head.description} />}
      {/* A data block: never executed, so the CSP has nothing to allow. */}
      {head.structuredData && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(head.structuredData) }}
        />
      )}
    </>,
  )
}

// Created once: it resolves a route's lazy module the first time the route is asked for.
const handler = createStaticHandler(routes)

/**
 * The page at `url`, or undefined when it cannot be rendered as the browser would render it (a
 * route error, a part still waiting for something): the server then sends the SPA's shell.
 */
export const render: Render = async ({ url, language, reads, origin }) => {
  const queryClient = createQueryClient()
  const requestContext: Omit<PrefetchContext, 'params' | 'searchParams'> = { queryClient, reads }
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), {
    requestContext,
  })
  if (context instanceof Response) {
    const location = context.headers.get('location')
    return location ? { kind: 'redirect', status: context.status, location } : undefined
  }
  if (context.errors) return undefined

  const i18n = renderI18n(language)
  const head: PageHead = { origin }
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <PageHeadContext value={head}>
        <AppProviders i18n={i18n} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext>
    </StrictMode>,
  )
  // A boundary that suspended came out as its fallback, marked `<!--$!-->` for the browser to
  // render: the shell is better than a page whose hydration would replace part of it.
  if (html.includes('<!--$!-->')) return undefined

  const matches = context.matches
  const isCatchAll = matches.at(-1)?.route.path === '*'
  const result: RenderResult = {
    kind: 'page',
    status: isCatchAll ? 404 : 200,
    html,
    head: headTags(head),
    state: ssrStateTag({
      language,
      resources: usedResources(i18n, language),
      queries: dehydrate(queryClient),
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: null,
      },
    }),
    modules: matches.flatMap(({ route }) => {
      const module = (route.handle as RouteHandle | undefined)?.module
      return module ? [module] : []
    }),
  }
  return result
}
