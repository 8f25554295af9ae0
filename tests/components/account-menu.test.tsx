import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { Header } from '@/components/layout/header'
import { LAZY_PAGE, recordLogouts, renderApp, renderWithProviders, storeSession } from './utils'

/** Issue 20, 6c: the header shows who is signed in, in a keyboard-usable account menu. */
// The menu is its own chunk (signed-in visitors only): found once it has loaded.
const accountButton = () => screen.findByRole('button', { name: 'Account: Ange Uwase' }, LAZY_PAGE)

describe('the account menu', () => {
  it('is absent for a guest, who gets Login', () => {
    renderWithProviders(<Header />)
    expect(screen.queryByRole('button', { name: /^Account/ })).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' }),
    ).toHaveAttribute('href', '/login')
  })

  it("shows the listener's name and opens on their name, My likes and Sign out", async () => {
    storeSession({ userType: 'user', name: 'Ange Uwase', email: 'ange@example.com' })
    const { user } = renderWithProviders(<Header />)
    const button = await accountButton()
    expect(button).toHaveTextContent('Ange Uwase')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeNull()
    const menu = within(panel as HTMLElement)
    expect(menu.getByText('Signed in as')).toBeInTheDocument()
    expect(menu.getByText('Ange Uwase')).toBeInTheDocument()
    expect(menu.getByText('ange@example.com')).toBeInTheDocument()
    expect(menu.getByRole('link', { name: 'My likes' })).toHaveAttribute('href', '/likes')
    expect(menu.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    // The dashboard is for admins.
    expect(menu.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument()
  })

  it('works from the keyboard: Enter opens, Tab reaches the items, Escape closes and returns focus', async () => {
    storeSession({ userType: 'user', name: 'Ange Uwase' })
    const { user } = renderWithProviders(<Header />)
    const button = await accountButton()
    button.focus()

    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: 'My likes' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('link', { name: 'My likes' })).not.toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('closes when My likes is chosen, on the likes page', async () => {
    storeSession({ userType: 'user', name: 'Ange Uwase' })
    const { user, router } = renderWithProviders(<Header />)
    await user.click(await accountButton())
    await user.click(screen.getByRole('link', { name: 'My likes' }))
    expect(router.state.location.pathname).toBe('/likes')
    expect(screen.queryByRole('link', { name: 'My likes' })).not.toBeInTheDocument()
  })

  it('is in the mobile menu too, where phones have no room for it in the bar', async () => {
    storeSession({ userType: 'user', name: 'Ange Uwase', email: 'ange@example.com' })
    const { user } = renderWithProviders(<Header />)
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }))

    expect(await mobile.findByText('Signed in as', {}, LAZY_PAGE)).toBeInTheDocument()
    expect(mobile.getByText('Ange Uwase')).toBeInTheDocument()
    expect(mobile.getByRole('link', { name: 'My likes' })).toHaveAttribute('href', '/likes')
    expect(mobile.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    expect(mobile.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
  })

  it('signs out: the session ends and the server revokes it', async () => {
    const calls = recordLogouts()
    storeSession({ userType: 'user', name: 'Ange Uwase' }, 'listener-token')
    // The contact page: the header without the lists the home page loads.
    const { user, router } = renderApp('/contacts')
    await user.click(await screen.findByRole('button', { name: 'Account: Ange Uwase' }, LAZY_PAGE))
    await user.click(screen.getByRole('button', { name: 'Sign out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(calls).toEqual(['Bearer listener-token']))
    expect(localStorage.getItem('token')).toBeNull()
  })
})
