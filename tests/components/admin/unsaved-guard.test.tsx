import { useState } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Link } from 'react-router'
import { ManageScreen } from '@/features/admin/manage/manage-screen'
import { artistsManageConfig } from '@/features/admin/manage/configs/artists'
import { useUnsavedGuard } from '@/features/admin/forms/use-unsaved-guard'
import { apiUrl, renderWithProviders, server, storeSession } from '../utils'
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
