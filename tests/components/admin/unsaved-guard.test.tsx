import { StrictMode, useState } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Link } from 'react-router-dom'
import { useLogout } from '@/api/auth'
import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { AuthScreen } from '@/features/auth/components/auth-screen'
import { artistsManageConfig } from '@/features/admin/manage/configs/artists'
import { useUnsavedGuard } from '@/components/ui/form/use-unsaved-guard'
import {
  LAZY_PAGE,
  apiUrl,
  recordLogouts,
  renderWithProviders,
  server,
  storeSession,
} from '../utils'
import { ARTISTS, freezeTime } from './manage-fixtures'

function DraftForm() {
  const [text, setText] = useState('')
  const guard = useUnsavedGuard(text !== '')
  return (
    <>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/elsewhere">Go elsewhere</Link>
      {guard}
    </>
  )
}

function renderDraft() {
  return renderWithProviders(<DraftForm />, {
    route: '/draft',
    path: '/draft',
    routes: [{ path: '/elsewhere', element: <h1>Elsewhere</h1> }],
  })
}

/** What the browser does on a reload: it asks only when a listener cancelled the event. */
function reloadWouldAsk() {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('useUnsavedGuard', () => {
  it('lets the admin leave at once when nothing was changed', async () => {
    const { user, router } = renderDraft()
    expect(reloadWouldAsk()).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }))
    expect(router.state.location.pathname).toBe('/elsewhere')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('asks before leaving with unsaved changes: Stay keeps the work, Leave goes', async () => {
    const { user, router } = renderDraft()
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'half-written')
    expect(reloadWouldAsk()).toBe(true)

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Leave this page?' })
    expect(dialog).toHaveTextContent('You have unsaved changes.')
    await user.click(within(dialog).getByRole('button', { name: 'Stay on page' }))
    expect(router.state.location.pathname).toBe('/draft')
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half-written')

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }))
    await user.click(screen.getByRole('button', { name: 'Leave page' }))
    expect(router.state.location.pathname).toBe('/elsewhere')
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument()
    // The page with the draft is gone, and so is its question on reload.
    expect(reloadWouldAsk()).toBe(false)
  })

  it('asks before logging out too: Stay keeps the work and the session, Leave ends both', async () => {
    const calls = recordLogouts()
    storeSession({ userType: 'admin' }, 'admin-token')
    function DraftWithLogout() {
      const logout = useLogout()
      return (
        <>
          <DraftForm />
          <button type="button" onClick={() => logout.mutate()}>
            Logout
          </button>
        </>
      )
    }
    const { user, router } = renderWithProviders(<DraftWithLogout />, {
      route: '/draft',
      path: '/draft',
      // StrictMode runs the sign-in screen's effects twice: the session still ends once.
      routes: [
        {
          path: '/login',
          element: (
            <StrictMode>
              <AuthScreen />
            </StrictMode>
          ),
        },
      ],
    })
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'half-written')

    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await user.click(await screen.findByRole('button', { name: 'Stay on page' }))
    expect(router.state.location.pathname).toBe('/draft')
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half-written')
    expect(localStorage.getItem('token')).toBe('admin-token')
    expect(calls).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Logout' }))
    await user.click(await screen.findByRole('button', { name: 'Leave page' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY_PAGE),
    ).toBeInTheDocument()
    await waitFor(() => expect(calls).toEqual(['Bearer admin-token']))
    expect(localStorage.getItem('token')).toBeNull()
    // The sign-out request is not kept in the history entry: a reload does not repeat it.
    expect(router.state.location.state).toBeNull()
  })

  it('guards the manage screens’ edit modal against leaving the page too', async () => {
    freezeTime()
    onTestFinished(() => void vi.useRealTimers())
    server.use(http.get(apiUrl('/artist'), () => HttpResponse.json(ARTISTS)))
    storeSession({ userType: 'admin' })
    const { user, router } = renderWithProviders(<ManageScreen config={artistsManageConfig} />, {
      route: '/admin/artists/manage',
      path: '/admin/artists/manage',
      routes: [{ path: '/admin', element: <h1>Dashboard</h1> }],
    })
    await user.click(await screen.findByRole('button', { name: 'Edit Amani' }))
    await user.type(screen.getByRole('textbox', { name: 'Management' }), ' Ltd')

    // The browser's Back button while the modal holds changes.
    void router.navigate('/admin')
    expect(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay on page' }))
    expect(router.state.location.pathname).toBe('/admin/artists/manage')
    expect(screen.getByRole('textbox', { name: 'Management' })).toHaveValue('Amani Management Ltd')
  })
})
