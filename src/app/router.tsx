import type { ComponentType } from 'react'
import type { i18n as I18n } from 'i18next'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom'
import { getI18n } from 'react-i18next'
import { paths, routePatterns } from '@/config/paths'
import { PageSpinner } from '@/components/ui/spinner'
import HomeRoute from '@/features/home/routes/home'
import { RouteErrorBoundary } from './error-boundary'
import { PublicLayout } from './layouts/public-layout'
import { RequireAdmin } from './require-admin'
import { RootLayout } from './root-layout'

type RouteModule = { default: ComponentType }

/**
 * Every page but home is its own chunk, fetched when its route is first visited. Home, where most
 * visits start, is in the entry: one file with the shell instead of a second round trip and ~30
 * small shared chunks (ARCHITECTURE.md "Budgets", bench/bundle.ts).
 */
const page =
  (load: () => Promise<RouteModule>, namespaces: string[] = []): RouteObject['lazy'] =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)])
    return { Component: module.default }
  }

/**
 * A page's translations, fetched beside its chunk: otherwise the page rendered, suspended on
 * them and showed the spinner with the footer in view, which the page then pushed down (CLS 0.34
 * on the talent lists) after one more round trip. A failure is left to the page's own
 * useTranslation.
 */
function loadNamespaces(namespaces: string[]): Promise<unknown> {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined
  if (!i18n || namespaces.length === 0) return Promise.resolve()
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
  { index: true, Component: HomeRoute, handle: { namespaces: ['home', 'pages'] } },
  { path: paths.founder, lazy: page(() => import('@/features/founder/routes/founder')) },
  { path: paths.about, lazy: page(() => import('@/features/about/routes/about')) },
  {
    path: paths.gallery,
    lazy: page(() => import('@/features/gallery/routes/gallery'), ['gallery']),
  },
  {
    path: routePatterns.galleryItem,
    lazy: page(() => import('@/features/gallery/routes/gallery-item'), ['gallery']),
  },
  {
    path: paths.artists,
    lazy: page(() => import('@/features/artists/routes/artists'), ['talent']),
  },
  {
    path: routePatterns.artist,
    lazy: page(() => import('@/features/artists/routes/artist'), ['talent']),
  },
  {
    path: paths.producers,
    lazy: page(() => import('@/features/producers/routes/producers'), ['talent']),
  },
  {
    path: routePatterns.producer,
    lazy: page(() => import('@/features/producers/routes/producer'), ['talent']),
  },
  {
    path: paths.filmmakers,
    lazy: page(() => import('@/features/filmmakers/routes/filmmakers'), ['talent']),
  },
  {
    path: routePatterns.filmmaker,
    lazy: page(() => import('@/features/filmmakers/routes/filmmaker'), ['talent']),
  },
  { path: paths.music, lazy: page(() => import('@/features/music/routes/music'), ['music']) },
  { path: paths.contact, lazy: page(() => import('@/features/contact/routes/contact')) },
  {
    path: paths.likes,
    lazy: page(() => import('@/features/likes/routes/likes'), ['likes', 'gallery']),
  },
  { path: '*', lazy: page(() => import('@/features/errors/routes/not-found')) },
]

const admin = paths.admin
/** Relative to /admin; the admin layout and every admin page live in chunks of their own. */
const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('@/features/admin/routes/dashboard')) },
  { path: admin.users, lazy: page(() => import('@/features/admin/routes/users-manage')) },
  { path: admin.messages, lazy: page(() => import('@/features/admin/routes/messages')) },
  { path: admin.artistsCreate, lazy: page(() => import('@/features/admin/routes/artists-create')) },
  { path: admin.artistsManage, lazy: page(() => import('@/features/admin/routes/artists-manage')) },
  { path: admin.galleryCreate, lazy: page(() => import('@/features/admin/routes/gallery-create')) },
  { path: admin.galleryManage, lazy: page(() => import('@/features/admin/routes/gallery-manage')) },
  { path: admin.musicUpload, lazy: page(() => import('@/features/admin/routes/music-upload')) },
  { path: admin.musicManage, lazy: page(() => import('@/features/admin/routes/music-manage')) },
  {
    path: admin.producerCreate,
    lazy: page(() => import('@/features/admin/routes/producer-create')),
  },
  {
    path: admin.producerManage,
    lazy: page(() => import('@/features/admin/routes/producer-manage')),
  },
  {
    path: admin.filmmakerCreate,
    lazy: page(() => import('@/features/admin/routes/filmmaker-create')),
  },
  {
    path: admin.filmmakerManage,
    lazy: page(() => import('@/features/admin/routes/filmmaker-manage')),
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
      { path: paths.login, lazy: page(() => import('@/features/auth/routes/login')) },
      {
        path: admin.dashboard,
        // The guard is in the entry chunk, so a visitor who is not an admin is sent to /login.
        element: <RequireAdmin />,
        children: [{ lazy: page(() => import('./layouts/admin-layout')), children: adminRoutes }],
      },
    ],
  },
]

/**
 * Loads what the page at the current address needs before its first render: its lazy modules,
 * put in place of `lazy` as React Router's guide to server rendering does, so the router starts
 * initialized; 'common' and the page's translations. A failure is left to the router, which
 * loads the route again and shows its error screen.
 */
export async function loadFirstRoute(i18n: I18n): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? []
  const initialized = i18n.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => i18n.on('initialized', () => resolve()))
  await Promise.all([
    initialized,
    ...matches.map(async ({ route }) => {
      const namespaces = (route.handle as { namespaces?: string[] } | undefined)?.namespaces
      if (namespaces) await loadNamespaces(namespaces)
      if (typeof route.lazy === 'function')
        Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  ]).catch(() => undefined)
}

/**
 * `serverRendered`: the page on screen is the server's first paint (src/main.tsx). As after server
 * rendering, the router then leaves the scroll position alone on its first render: a visitor who
 * scrolled the first paint is not sent back to the top when the SPA takes over.
 */
export function createAppRouter({ serverRendered = false } = {}) {
  return createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined)
}
