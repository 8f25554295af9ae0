import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { Header } from '@/components/layout/header'
import { LAZY_PAGE, renderWithProviders, storeSession } from './utils'

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' })
}

describe('Header', () => {
  it('links to every page of the site chrome', () => {
    renderWithProviders(<Header />)
    const nav = mainNav()
    const expected = {
      Home: '/',
      About: '/abouts',
      Gallery: '/gallery',
      Music: '/musics',
      Contact: '/contacts',
      Login: '/login',
    }
    for (const [name, href] of Object.entries(expected)) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    expect(screen.getByRole('link', { name: 'Inganzo Records, home page' })).toHaveAttribute(
      'href',
      '/',
    )
  })

  it('shows the current page in bold red and marks it as current', () => {
    renderWithProviders(<Header />, { route: '/gallery' })
    const gallery = within(mainNav()).getByRole('link', { name: 'Gallery' })
    expect(gallery).toHaveAttribute('aria-current', 'page')
    expect(gallery).toHaveClass('font-bold', 'text-accent')
    const home = within(mainNav()).getByRole('link', { name: 'Home' })
    expect(home).not.toHaveAttribute('aria-current')
    expect(home).not.toHaveClass('font-bold')
  })

  it('counts a detail page as its list page', () => {
    renderWithProviders(<Header />, { route: '/gallery/abc' })
    expect(within(mainNav()).getByRole('link', { name: 'Gallery' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('opens the Talent dropdown, and closes it with Escape and with a click outside', async () => {
    const { user } = renderWithProviders(<Header />)
    const talent = within(mainNav()).getByRole('button', { name: 'Talent' })
    expect(talent).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Artists' })).not.toBeInTheDocument()

    await user.click(talent)
    expect(talent).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Artists' })).toHaveAttribute('href', '/artists')
    expect(screen.getByRole('link', { name: 'Filmmakers' })).toHaveAttribute('href', '/filmmakers')
    expect(screen.getByRole('link', { name: 'Producers' })).toHaveAttribute('href', '/producers')

    await user.keyboard('{Escape}')
    expect(talent).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Artists' })).not.toBeInTheDocument()
    expect(talent).toHaveFocus()

    await user.click(talent)
    expect(screen.getByRole('link', { name: 'Artists' })).toBeInTheDocument()
    await user.click(document.body)
    expect(talent).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Artists' })).not.toBeInTheDocument()
  })

  it('closes the Talent dropdown when one of its pages is chosen', async () => {
    const { user, router } = renderWithProviders(<Header />)
    await user.click(within(mainNav()).getByRole('button', { name: 'Talent' }))
    await user.click(screen.getByRole('link', { name: 'Producers' }))
    expect(router.state.location.pathname).toBe('/producers')
    expect(screen.queryByRole('link', { name: 'Producers' })).not.toBeInTheDocument()
  })

  it('marks Talent as current on a talent page', () => {
    renderWithProviders(<Header />, { route: '/artist/42' })
    expect(within(mainNav()).getByRole('button', { name: 'Talent' })).toHaveClass(
      'font-bold',
      'text-accent',
    )
  })

  it('has a mobile menu with the same pages, the talent pages and login', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/musics' })
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    const mobile = screen.getByRole('navigation', { name: 'Mobile' })
    const names = within(mobile)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(names).toEqual([
      'Home',
      'About',
      'Artists',
      'Filmmakers',
      'Producers',
      'Gallery',
      'Music',
      'Contact',
      'Login',
    ])
    expect(within(mobile).getByRole('link', { name: 'Music' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.click(within(mobile).getByRole('link', { name: 'Contact' }))
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
  })

  it('offers a signed-in admin the dashboard and sign-out in the account menu, not login', async () => {
    storeSession({ userType: 'admin', name: 'Grace Admin' })
    const { user } = renderWithProviders(<Header />)
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Account: Grace Admin' }, LAZY_PAGE))
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin')
    expect(screen.getByRole('link', { name: 'My likes' })).toHaveAttribute('href', '/likes')
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
  })

  it('has a skip link and a footer in the public layout', async () => {
    const { PublicLayout } = await import('@/app/layouts/public-layout')
    renderWithProviders(<PublicLayout />)
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    )
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content')
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })
})
