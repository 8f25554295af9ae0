import { beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { act, screen, waitFor, within } from '@testing-library/react'
import { Outlet, useLocation } from 'react-router-dom'
import AdminLayout from '@/app/layouts/admin-layout'
import { RequireAdmin } from '@/app/require-admin'
import { AuthScreen } from '@/features/auth/components/auth-screen'
import { contactPages } from '@/api/contact'
import { servePages } from './admin/serve-pages'
import {
  LAZY_PAGE,
  apiUrl,
  recordLogouts,
  renderApp,
  renderWithProviders,
  server,
  storeSession,
} from './utils'

/** Stands in for the admin pages (built and tested elsewhere): names the path it is on. */
function StubPage() {
  const { pathname } = useLocation()
  return <h1>Admin page {pathname}</h1>
}

/** The real guard and admin layout, around stand-in pages, plus the real sign-in screen. */
function renderAdmin(route: string) {
  return renderWithProviders(<Outlet />, {
    route,
    path: '/',
    routes: [
      {
        path: '/admin',
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <StubPage /> },
              { path: '*', element: <StubPage /> },
            ],
          },
        ],
      },
      { path: '/login', element: <AuthScreen /> },
    ],
  })
}

// The sidebar counts unread contact messages on every admin page.
beforeEach(() => {
  server.use(http.get(apiUrl('/contact'), () => HttpResponse.json([])))
})

describe('Admin guard', () => {
  it('sends a visitor who is not signed in to /login', async () => {
    const { router } = renderApp('/admin')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY_PAGE),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('tells a signed-in listener the area is for admins, with a way back and a sign-out', async () => {
    const calls = recordLogouts()
    storeSession({ userType: 'user', name: 'Ange Uwase' }, 'listener-token')
    const { router, user } = renderApp('/admin/artists/manage')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This area is for admins' }, LAZY_PAGE),
    ).toBeInTheDocument()
    expect(screen.getByText(/You are signed in as Ange Uwase\./)).toBeInTheDocument()
    // Not a sign-in form: the listener's account did not fail.
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/artists/manage')
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/')

    await user.click(screen.getByRole('button', { name: 'Sign out to use an admin account' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY_PAGE),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    await waitFor(() => expect(calls).toEqual(['Bearer listener-token']))
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('lets an admin in', async () => {
    storeSession({ userType: 'admin' })
    const { router } = renderAdmin('/admin/gallery/manage')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin page /admin/gallery/manage' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/gallery/manage')
  })

  it('sends the admin to /login when the session ends while on an admin page', async () => {
    storeSession({ userType: 'admin' })
    renderAdmin('/admin')
    await screen.findByRole('heading', { level: 1, name: 'Admin page /admin' })
    // Another tab signs out: storage empties and this tab hears a storage event.
    localStorage.clear()
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }))
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument()
  })

  it('treats half a session as none and removes it', async () => {
    localStorage.setItem('token', 'orphan-token')
    const { router } = renderApp('/admin')
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY_PAGE)
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('token')).toBeNull()
  })
})

describe('Admin layout', () => {
  it('greets the admin by name with the e-mail', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2024, 5, 1, 9, 30))
    storeSession({ userType: 'admin', name: 'Grace', email: 'grace@example.com' })
    renderAdmin('/admin')
    expect(await screen.findByText('Good Morning, Grace', undefined, LAZY_PAGE)).toBeInTheDocument()
    expect(screen.getByText('grace@example.com')).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('falls back to "Admin" without a name, and hides the greeting without an e-mail', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2024, 5, 1, 19, 0))
    storeSession({ userType: 'admin', name: '', username: '', email: 'x@example.com' })
    const first = renderAdmin('/admin')
    expect(await screen.findByText('Good Evening, Admin', undefined, LAZY_PAGE)).toBeInTheDocument()
    first.unmount()

    storeSession({ userType: 'admin', name: 'Grace', email: undefined })
    renderAdmin('/admin')
    await screen.findByRole('heading', { level: 1, name: 'Admin page /admin' }, LAZY_PAGE)
    expect(screen.queryByText(/Good (Morning|Afternoon|Evening)/)).not.toBeInTheDocument()
    vi.useRealTimers()
  })

  it('moves on to Good Afternoon at 12 h and Good Evening at 18 h while the admin stays', () => {
    // Timers are fake too: the greeting waits for the next cutoff with a timeout.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    vi.setSystemTime(new Date(2024, 5, 1, 11, 58))
    storeSession({ userType: 'admin', name: 'Grace', email: 'grace@example.com' })
    renderAdmin('/admin')
    expect(screen.getByText('Good Morning, Grace')).toBeInTheDocument()

    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(screen.getByText('Good Morning, Grace')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(screen.getByText('Good Afternoon, Grace')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(6 * 3600_000)
    })
    expect(screen.getByText('Good Evening, Grace')).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('has sidebar groups that expand one at a time, with the current page in its open group', async () => {
    storeSession({ userType: 'admin' })
    const { user } = renderAdmin('/admin/music/manage')
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' }, LAZY_PAGE)
    const music = within(sidebar).getByRole('button', { name: 'Music' })
    const artists = within(sidebar).getByRole('button', { name: 'Artists' })
    expect(music).toHaveAttribute('aria-expanded', 'true')
    expect(within(sidebar).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(artists).toHaveAttribute('aria-expanded', 'false')

    await user.click(artists)
    expect(artists).toHaveAttribute('aria-expanded', 'true')
    expect(music).toHaveAttribute('aria-expanded', 'false')
    expect(within(sidebar).getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/admin/artists/create',
    )

    await user.click(within(sidebar).getByRole('link', { name: 'Create' }))
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Admin page /admin/artists/create' },
      LAZY_PAGE,
    )
    // The keyboard and screen reader user lands on the new page, not on the link left behind.
    await waitFor(() => expect(heading).toHaveFocus())

    await user.click(within(sidebar).getByRole('link', { name: 'Users' }))
    const users = await screen.findByRole('heading', {
      level: 1,
      name: 'Admin page /admin/users/manage',
    })
    await waitFor(() => expect(users).toHaveFocus())
  })

  it('shows the number of unread messages beside Messages, and none when all are read', async () => {
    const message = (id: string, isRead: boolean) => ({
      _id: id,
      name: 'Aline',
      email: 'aline@example.com',
      phone: '',
      message: 'Hello',
      isRead,
      createdAt: '2025-06-01T09:00:00.000Z',
    })
    // The count is the total of a one-row page of unread messages, as the server answers it.
    const served = servePages('/contact', contactPages, [
      message('m1', false),
      message('m2', true),
      message('m3', false),
    ])
    storeSession({ userType: 'admin' })
    const first = renderAdmin('/admin')
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' }, LAZY_PAGE)
    expect(
      await within(sidebar).findByRole('link', { name: 'Messages, 2 unread messages' }),
    ).toHaveAttribute('href', '/admin/contact/messages')
    first.unmount()

    expect(served.state.requests).toContainEqual({ status: 'unread', limit: '1', page: '1' })
    served.state.items = [message('m2', true)]
    renderAdmin('/admin')
    const again = await screen.findByRole('navigation', { name: 'Admin' }, LAZY_PAGE)
    expect(await within(again).findByRole('link', { name: 'Messages' })).toBeInTheDocument()
  })

  it('opens the sidebar over the page on small screens, and closes it again', async () => {
    storeSession({ userType: 'admin' })
    const { user } = renderAdmin('/admin')
    const open = await screen.findByRole('button', { name: 'Open sidebar' }, LAZY_PAGE)
    expect(open).toHaveAttribute('aria-expanded', 'false')

    await user.click(open)
    expect(open).toHaveAttribute('aria-expanded', 'true')
    const close = screen.getByRole('button', { name: 'Close sidebar' })
    expect(close).toHaveFocus()
    await user.click(close)
    expect(open).toHaveAttribute('aria-expanded', 'false')
    expect(open).toHaveFocus()

    await user.click(open)
    await user.keyboard('{Escape}')
    expect(open).toHaveAttribute('aria-expanded', 'false')
  })

  it.each([
    ['succeeds', 200],
    ['fails', 500],
  ])(
    'logs out when the server call %s: storage cleared, session revoked, then /login',
    async (_, status) => {
      const calls = recordLogouts(status)
      storeSession({ userType: 'admin' }, 'admin-token')
      sessionStorage.setItem('draft', 'something')
      const { user, router } = renderAdmin('/admin')
      await user.click(await screen.findByRole('button', { name: 'Logout' }, LAZY_PAGE))

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY_PAGE),
      ).toBeInTheDocument()
      await waitFor(() => expect(calls).toEqual(['Bearer admin-token']))
      expect(router.state.location.pathname).toBe('/login')
      expect(localStorage.getItem('token')).toBeNull()
      expect(localStorage.getItem('user')).toBeNull()
      expect(sessionStorage.length).toBe(0)
    },
  )
})
