import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { LAZY_PAGE, recordLogouts, renderApp, storeSession } from './utils'

// The sign-in page's chunk cannot be loaded: gone after a deploy, or the network dropped.
vi.mock('@/app/routes/login', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('logout when the sign-in page cannot load', () => {
  it('still ends the session, on the error screen it lands on', async () => {
    const calls = recordLogouts()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    storeSession({ userType: 'user' }, 'listener-token')
    // The contact page: the header without the lists the home page loads when idle.
    const { user, router } = renderApp('/contacts')

    await user.click(await screen.findByRole('button', { name: /^Account: / }, LAZY_PAGE))
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, LAZY_PAGE),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    await waitFor(() => expect(calls).toEqual(['Bearer listener-token']))
    expect(localStorage.getItem('token')).toBeNull()
  })
})
