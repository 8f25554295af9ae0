import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import type { StoredUser } from '@contract/user'
import { AppProviders } from '@/app/providers'
import { routes as appRoutes } from '@/app/router'
import { storeAuth } from '@/lib/storage'
import { apiUrl, server } from './msw'
import { testI18n } from './test-i18n'

export { apiUrl, server } from './msw'
export { setMediaQuery } from './media'
export { testI18n }

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  })
}

interface RenderOptions {
  /** The URL the test starts at. */
  route?: string
  /** The route pattern `ui` is mounted on (default: every path). */
  path?: string
  /** Other routes, e.g. stand-ins for pages a component navigates to. */
  routes?: RouteObject[]
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const queryClient = createTestQueryClient()
  const user = userEvent.setup()
  const view = render(
    <AppProviders i18n={testI18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, user, router, queryClient, i18n: testI18n }
}

/**
 * Renders `ui` with every app provider (i18n in English, query client, theme, auth) inside a
 * memory router at `route`. `router.state.location` tells where navigation went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', routes = [] }: RenderOptions = {},
) {
  return renderRouter(
    createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] }),
  )
}

/**
 * Options for the first `findBy` after `renderApp`: lazy pages are compiled on first import,
 * which can take seconds on a busy machine.
 */
export const LAZY_PAGE = { timeout: 8000 }

/** The whole app (real routes, lazy pages and guards) at `route`. */
export function renderApp(route = '/') {
  return renderRouter(createMemoryRouter(appRoutes, { initialEntries: [route] }))
}

/** Stores a session as a successful sign-in would. */
export function storeSession(
  user: Partial<StoredUser> & Pick<StoredUser, 'userType'>,
  token = 'test-token',
) {
  storeAuth(token, { _id: 'user-1', name: 'Test Person', email: 'person@example.com', ...user })
}

/**
 * Answers POST /admin/logout with `status` and records the Authorization header of each call,
 * in order: what a logout test checks the session revocation with.
 */
export function recordLogouts(status = 200): (string | null)[] {
  const calls: (string | null)[] = []
  server.use(
    http.post(apiUrl('/admin/logout'), ({ request }) => {
      calls.push(request.headers.get('Authorization'))
      return HttpResponse.json({ success: status === 200, message: 'bye' }, { status })
    }),
  )
  return calls
}
