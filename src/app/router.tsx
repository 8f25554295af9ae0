import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
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
  (load: () => Promise<RouteModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default })

const publicRoutes: RouteObject[] = [
  { index: true, Component: HomeRoute },
  { path: paths.founder, lazy: page(() => import('@/features/founder/routes/founder')) },
  { path: paths.about, lazy: page(() => import('@/features/about/routes/about')) },
  { path: paths.gallery, lazy: page(() => import('@/features/gallery/routes/gallery')) },
  {
    path: routePatterns.galleryItem,
    lazy: page(() => import('@/features/gallery/routes/gallery-item')),
  },
  { path: paths.artists, lazy: page(() => import('@/features/artists/routes/artists')) },
  { path: routePatterns.artist, lazy: page(() => import('@/features/artists/routes/artist')) },
  { path: paths.producers, lazy: page(() => import('@/features/producers/routes/producers')) },
  {
    path: routePatterns.producer,
    lazy: page(() => import('@/features/producers/routes/producer')),
  },
  { path: paths.filmmakers, lazy: page(() => import('@/features/filmmakers/routes/filmmakers')) },
  {
    path: routePatterns.filmmaker,
    lazy: page(() => import('@/features/filmmakers/routes/filmmaker')),
  },
  { path: paths.music, lazy: page(() => import('@/features/music/routes/music')) },
  { path: paths.contact, lazy: page(() => import('@/features/contact/routes/contact')) },
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

export function createAppRouter() {
  return createBrowserRouter(routes)
}
