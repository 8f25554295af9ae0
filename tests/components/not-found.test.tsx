import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { LAZY_PAGE, renderApp } from './utils'

describe('404 page', () => {
  it('shows the illustration, the title and a way home, and logs the missing path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderApp('/no/such/page')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LAZY_PAGE),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: 'A record player with no record on it' }),
    ).toHaveAttribute('src', '/404.svg')
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('/no/such/page')))
    expect(document.title).toBe('Page not found · Inganzo Records')
    // Inside the public layout: header and footer stay.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()

    // The home page itself is tested with its own feature; here the way back is what matters.
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  it('does not catch the pages that exist', async () => {
    renderApp('/login')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY_PAGE),
    ).toBeInTheDocument()
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument()
  })
})
