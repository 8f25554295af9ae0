import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { LAZY_PAGE, apiUrl, renderApp, server, storeSession } from '../utils'
import { contactPages } from '@/api/contact'
import { userPages } from '@/api/users'
import { DATES, freezeTime, user as account } from './manage-fixtures'
import { servePages } from './serve-pages'

type Account = ReturnType<typeof account>

/** Serves the users in pages, as the server does; the sidebar counts unread messages. */
function serveUsers(initial: Account[]) {
  servePages('/contact', contactPages, [])
  return servePages('/admin/users', userPages, initial).state
}

const USERS = [
  account('u1', 'Grace', { userType: 'admin', createdAt: DATES.today }),
  account('u2', 'Jean', { createdAt: DATES.fiveDaysAgo }),
  account('u3', 'Olive', { isActive: false, createdAt: DATES.threeWeeksAgo }),
  account('u4', 'Paul', { createdAt: DATES.longAgo }),
]

const statValue = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/\d+/)
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) })
/** The Status column of a user's row (the third cell: User, Role, Status ...). */
const statusOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[2]

async function renderUsers() {
  storeSession({ userType: 'admin', _id: 'u1', name: 'Grace', email: 'grace@example.com' })
  const view = renderApp('/admin/users/manage')
  await screen.findByRole('heading', { level: 1, name: 'Individual Users' }, LAZY_PAGE)
  return view
}

beforeEach(freezeTime)
afterEach(() => {
  vi.useRealTimers()
})

describe('Users screen', () => {
  it('shows the four stat cards and the columns User, Role, Status, Joined, Actions', async () => {
    serveUsers(USERS)
    await renderUsers()
    await screen.findByRole('button', { name: 'View Grace' })
    expect(statValue('Total Users')).toHaveTextContent('4')
    expect(statValue('Active Users')).toHaveTextContent('3')
    expect(statValue('Admins')).toHaveTextContent('1')
    expect(statValue('This Month')).toHaveTextContent('2')
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'User',
      'Role',
      'Status',
      'Joined',
      'Actions',
    ])
    expect(within(rowOf('Grace')).getByText('Admin')).toBeInTheDocument()
    expect(statusOf('Olive')).toHaveTextContent('Inactive')
    // Decision 006: Paul joined long ago, and the screen opens on "All users".
    expect(rowOf('Paul')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveTextContent('All users')
  })

  it('hides an old user in "Last 30 days" and lists every user again with "All users"', async () => {
    serveUsers(USERS)
    const { user } = await renderUsers()
    await screen.findByRole('button', { name: 'View Grace' })
    await user.click(screen.getByRole('button', { name: /^Filter/ }))
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }))
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /^Paul/ })).not.toBeInTheDocument(),
    )
    expect(screen.getByText('3 users')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Filter/ }))
    await user.click(screen.getByRole('radio', { name: 'All users' }))
    expect(await screen.findByRole('row', { name: /^Paul/ })).toBeInTheDocument()
  })

  it('filters by role on the server, and orders by a header', async () => {
    const served = servePages('/admin/users', userPages, USERS)
    servePages('/contact', contactPages, [])
    const { user, router } = await renderUsers()
    await screen.findByRole('button', { name: 'View Grace' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin')
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2))
    expect(rowOf('Grace')).toBeInTheDocument()
    expect(served.lastPage()).toMatchObject({ userType: 'admin', page: '1' })
    expect(router.state.location.search).toBe('?userType=admin')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'All')
    await user.click(screen.getByRole('button', { name: 'User' }))
    await waitFor(() => expect(served.lastPage()).toMatchObject({ sort: 'username', order: 'asc' }))
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  })

  it('opens the details of a user', async () => {
    serveUsers(USERS)
    const { user } = await renderUsers()
    await user.click(await screen.findByRole('button', { name: 'View Jean' }))
    const dialog = screen.getByRole('dialog', { name: 'User details' })
    expect(within(dialog).getByText('jean@example.com')).toBeInTheDocument()
    expect(within(dialog).getByText('June 10, 2025')).toBeInTheDocument()
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('deactivates and reactivates a user, sending the inverse of the current state', async () => {
    const state = serveUsers(USERS)
    const sent: unknown[] = []
    server.use(
      http.patch(apiUrl('/admin/users/:id/status'), async ({ request, params }) => {
        const body = (await request.json()) as { isActive: boolean }
        sent.push({ id: params.id, ...body })
        state.items = state.items.map((item) =>
          (item as Account)._id === params.id ? { ...item, ...body } : item,
        )
        return HttpResponse.json({
          success: true,
          data: state.items.find((item) => (item as Account)._id === params.id),
        })
      }),
    )
    const { user } = await renderUsers()
    // Deactivating asks first; Cancel sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Deactivate Jean' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Deactivate Jean?' })
    expect(confirm).toHaveAccessibleDescription(
      'Jean will be signed out at once and cannot sign in again until an admin activates the account.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(sent).toEqual([])
    expect(statusOf('Jean')).toHaveTextContent(/^Active$/)

    await user.click(screen.getByRole('button', { name: 'Deactivate Jean' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    )
    expect(await screen.findByText('Jean has been deactivated.')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await waitFor(() => expect(statusOf('Jean')).toHaveTextContent('Inactive'))
    expect(statValue('Active Users')).toHaveTextContent('2')

    await user.click(within(rowOf('Jean')).getByRole('button', { name: 'Activate Jean' }))
    await waitFor(() => expect(statusOf('Jean')).toHaveTextContent(/^Active$/))
    expect(sent).toEqual([
      { id: 'u2', isActive: false },
      { id: 'u2', isActive: true },
    ])
  })

  it('shows "Failed to update user status." with the server reason, in an alert', async () => {
    serveUsers(USERS)
    server.use(
      http.patch(apiUrl('/admin/users/:id/status'), () =>
        HttpResponse.json(
          { success: false, message: 'The database is not answering.' },
          { status: 503 },
        ),
      ),
    )
    const { user } = await renderUsers()
    await user.click(await screen.findByRole('button', { name: 'Deactivate Jean' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    )
    const message = await screen.findByText('Failed to update user status.')
    const alert = message.closest('[role="alert"]')
    expect(alert).toHaveTextContent('The database is not answering.')
    expect(statusOf('Jean')).toHaveTextContent(/^Active$/)
  })

  it('offers no way for the signed-in admin to deactivate itself, but does for another admin', async () => {
    serveUsers([...USERS, account('u5', 'Nadia', { userType: 'admin', createdAt: DATES.today })])
    await renderUsers()
    // Grace (u1) is the admin signed in.
    await screen.findByRole('button', { name: 'View Grace' })
    expect(
      within(rowOf('Grace'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['View Grace'])
    expect(within(rowOf('Nadia')).getByRole('button', { name: 'Deactivate Nadia' })).toBeEnabled()
  })

  it('shows the load error and the empty state', async () => {
    server.use(
      http.get(apiUrl('/contact'), () => HttpResponse.json([])),
      http.get(apiUrl('/admin/users'), () => new HttpResponse(null, { status: 500 })),
    )
    const first = await renderUsers()
    expect(await screen.findByText('Failed to load users.')).toBeInTheDocument()
    first.unmount()

    serveUsers([])
    await renderUsers()
    expect(await screen.findByText('No users found')).toBeInTheDocument()
  })
})
