import type { ComponentType } from 'react'
import type { i18n as I18n } from 'i18next'
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom'
import { getI18n } from 'react-i18next'
import { paths, routePatterns } from '@/config/paths'
import { PageSpinner } from '@/components/ui/spinner'
import HomeRoute from './routes/home/home'
import { RouteErrorBoundary } from './error-boundary'
import { PublicLayout } from './layouts/public-layout'
import { RequireAdmin } from './require-admin'
import type { PagePrefetch, PrefetchContext } from './prefetch'
import { RootLayout } from './root-layout'

/** A page module: its screen, and what the server reads before rendering it (./prefetch.ts). */
type RouteModule = { default: ComponentType; prefetch?: PagePrefetch }

/**
 * The pages, by source path. That path is also the module's key in Vite's build manifest, which
 * the server reads to name the page's chunks in its HTML, for the loader to preload (server/ssr/).
 */
const pageModules = import.meta.glob<RouteModule>([
  // Home (routes/home/) is in the entry, imported above.
  '/src/app/routes/*.tsx',
  '/src/app/routes/admin/*.tsx',
  '/src/app/layouts/admin-layout.tsx',
])

/** What a route tells the code around the router: its module and the translations it uses. */
export interface RouteHandle {
  /** The page module's source path (the build manifest's key); home has none, it is the entry. */
  module?: string
  namespaces: string[]
}

/**
 * Every page but home is its own chunk, fetched when its route is first visited. Home, where most
 * visits start, is in the entry: one file with the shell instead of a second round trip and ~30
 * small shared chunks (docs/architecture.md §7, bench/bundle.ts).
 *
 * On the server (`import.meta.env.SSR`, gone from the browser's build) a page's `prefetch`
 * becomes its route's loader: the static handler runs it before rendering, and the query cache
 * it fills is what the page renders with and what the browser hydrates from.
 */
function page(source: string, namespaces: string[] = []): Pick<RouteObject, 'lazy' | 'handle'> {
  const key = `/${source}`
  const load = pageModules[key]
  if (!load) throw new Error(`No page module at ${source}`)
  return {
    handle: { module: source, namespaces } satisfies RouteHandle,
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)])
      if (import.meta.env.SSR && module.prefetch) {
        const prefetch = module.prefetch
        return {
          Component: module.default,
          loader: async ({ params, context, request }) => {
            const { searchParams } = new URL(request.url)
            await prefetch({ ...(context as PrefetchContext), params, searchParams })
            return null
          },
        }
      }
      return { Component: module.default }
    },
  }
}

/**
 * A page's translations, fetched beside its chunk: otherwise the page rendered, suspended on
 * them and showed the spinner with the footer in view, which the page then pushed down after one
 * more round trip (a layout shift; docs/decisions/026). A failure is left to the page's own
 * useTranslation. (On the server every translation is loaded already: src/entry-server.tsx.)
 */
function loadNamespaces(namespaces: string[]): Promise<unknown> {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined
  if (import.meta.env.SSR || !i18n || namespaces.length === 0) return Promise.resolve()
  if (i18n.isInitialized) return i18n.loadNamespaces(namespaces).catch(() => undefined)
  // On the first page, before i18next has loaded 'common': asking now adds the page's namespaces
  // to that first load, so they arrive together instead of one round trip after it. Asked again
  // once initialized, for the detected language (a no-op when the first load covered it).
  const initialized = new Promise<void>((resolve) => i18n.on('initialized', () => resolve()))
  return Promise.all([i18n.loadNamespaces(namespaces), initialized])
    .then(() => i18n.loadNamespaces(namespaces))
    .catch(() => undefined)
}

const publicRoutes: RouteObject[] = [
  // Its namespaces, for loadFirstRoute: the lazy pages load theirs in `page`.
  {
    index: true,
    Component: HomeRoute,
    handle: { namespaces: ['home', 'pages'] } satisfies RouteHandle,
  },
  { path: paths.founder, ...page('src/app/routes/founder.tsx') },
  { path: paths.about, ...page('src/app/routes/about.tsx') },
  {
    path: paths.gallery,
    ...page('src/app/routes/gallery.tsx', ['gallery']),
  },
  {
    path: routePatterns.galleryItem,
    ...page('src/app/routes/gallery-item.tsx', ['gallery']),
  },
  {
    path: paths.artists,
    ...page('src/app/routes/artists.tsx', ['talent']),
  },
  {
    path: routePatterns.artist,
    ...page('src/app/routes/artist.tsx', ['talent']),
  },
  {
    path: paths.producers,
    ...page('src/app/routes/producers.tsx', ['talent']),
  },
  {
    path: routePatterns.producer,
    ...page('src/app/routes/producer.tsx', ['talent']),
  },
  {
    path: paths.filmmakers,
    ...page('src/app/routes/filmmakers.tsx', ['talent']),
  },
  {
    path: routePatterns.filmmaker,
    ...page('src/app/routes/filmmaker.tsx', ['talent']),
  },
  { path: paths.music, ...page('src/app/routes/music.tsx', ['music']) },
  {
    path: routePatterns.track,
    ...page('src/app/routes/track.tsx', ['music']),
  },
  { path: paths.contact, ...page('src/app/routes/contact.tsx') },
  {
    path: paths.likes,
    ...page('src/app/routes/likes.tsx', ['likes', 'gallery']),
  },
  { path: '*', ...page('src/app/routes/not-found.tsx') },
]

const admin = paths.admin
/** Relative to /admin; the admin layout and every admin page live in chunks of their own. */
const adminRoutes: RouteObject[] = [
  { index: true, ...page('src/app/routes/admin/dashboard.tsx') },
  { path: admin.users, ...page('src/app/routes/admin/users-manage.tsx') },
  { path: admin.messages, ...page('src/app/routes/admin/messages.tsx') },
  { path: admin.artistsCreate, ...page('src/app/routes/admin/artists-create.tsx') },
  { path: admin.artistsManage, ...page('src/app/routes/admin/artists-manage.tsx') },
  { path: admin.galleryCreate, ...page('src/app/routes/admin/gallery-create.tsx') },
  { path: admin.galleryManage, ...page('src/app/routes/admin/gallery-manage.tsx') },
  { path: admin.musicUpload, ...page('src/app/routes/admin/music-upload.tsx') },
  { path: admin.musicManage, ...page('src/app/routes/admin/music-manage.tsx') },
  {
    path: admin.producerCreate,
    ...page('src/app/routes/admin/producer-create.tsx'),
  },
  {
    path: admin.producerManage,
    ...page('src/app/routes/admin/producer-manage.tsx'),
  },
  {
    path: admin.filmmakerCreate,
    ...page('src/app/routes/admin/filmmaker-create.tsx'),
  },
  {
    path: admin.filmmakerManage,
    ...page('src/app/routes/admin/filmmaker-manage.tsx'),
  },
]

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageSpinner,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      // The sign-in screen stands alone, with its own way back home.
      { path: paths.login, ...page('src/app/routes/login.tsx') },
      {
        path: admin.dashboard,
        // The guard is in the entry chunk, so a visitor who is not an admin is sent to /login.
        element: <RequireAdmin />,
        children: [{ ...page('src/app/layouts/admin-layout.tsx'), children: adminRoutes }],
      },
    ],
  },
]

/**
 * Loads what the page at the current address needs before its first render: its lazy modules,
 * put in place of `lazy` as React Router's guide to server rendering does, so the router starts
 * initialized and its first render is the page (the server's HTML when hydrating, not the
 * HydrateFallback); and, for a page the server did not render, 'common' and the page's
 * translations. A failure is left to the router, which loads the route again and shows its
 * error screen.
 */
export async function loadFirstRoute(i18n: I18n): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? []
  const initialized = i18n.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => i18n.on('initialized', () => resolve()))
  await Promise.all([
    initialized,
    ...matches.map(async ({ route }) => {
      const namespaces = (route.handle as RouteHandle | undefined)?.namespaces
      if (namespaces) await loadNamespaces(namespaces)
      if (typeof route.lazy === 'function')
        Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  ]).catch(() => undefined)
}

/**
 * The browser's router. `hydrationData`: the server rendered the page (src/main.tsx); the router
 * then starts from the server's state and leaves the scroll position alone on its first render.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined)
}
