import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { Footer } from '@/components/layout/footer'
import { site } from '@/config/site'
import { renderWithProviders } from './utils'

describe('Footer', () => {
  it('links to the networks the label is on, and says nothing of one it is not on', () => {
    renderWithProviders(<Footer />)
    const footer = screen.getByRole('contentinfo')
    expect(site.socials.twitter).toBeNull()
    expect(within(footer).queryByText(/twitter|coming soon/i)).not.toBeInTheDocument()
    expect(within(footer).queryByRole('link', { name: /twitter/i })).not.toBeInTheDocument()
    for (const [name, url] of [
      ['Facebook', site.socials.facebook],
      ['Instagram', site.socials.instagram],
      ['YouTube', site.socials.youtube],
      ['TikTok', site.socials.tiktok],
    ]) {
      expect(
        within(footer).getByRole('link', { name: `${name} (opens in a new tab)` }),
      ).toHaveAttribute('href', url)
    }
  })
})
