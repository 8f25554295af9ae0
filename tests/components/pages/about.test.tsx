import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { LAZY_PAGE, renderApp } from '../utils'

describe('/abouts', () => {
  it('is the about section (as the page title) followed by the mission section', async () => {
    renderApp('/abouts')
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: 'More than a studio' },
      LAZY_PAGE,
    )
    const about = screen.getByRole('region', { name: 'More than a studio' })
    expect(about).toContainElement(title)
    for (const text of ['70+', 'Artists trained', '15+', '24/7', 'Support', '95%']) {
      expect(within(about).getByText(text)).toBeInTheDocument()
    }
    for (const feature of ['Professional Recording', 'Artist Development', 'Community Focus']) {
      expect(within(about).getByRole('heading', { level: 2, name: feature })).toBeInTheDocument()
    }
    expect(within(about).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/login?mode=register',
    )
    // On its own page, "learn more" would lead back here: it leads on to the founder instead.
    expect(within(about).queryByRole('link', { name: /Learn More/ })).not.toBeInTheDocument()
    expect(within(about).getByRole('link', { name: 'Meet our founder' })).toHaveAttribute(
      'href',
      '/founder',
    )

    const mission = screen.getByRole('region', { name: 'Mission, vision and values' })
    expect(about.compareDocumentPosition(mission) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const values = within(mission)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent)
    expect(values).toEqual(['Innovation', 'Passion', 'Unity', 'Excellence'])
    expect(
      within(mission).getByText(/To discover, develop and promote new musical talent/),
    ).toBeInTheDocument()
    expect(within(mission).getByRole('link', { name: 'Join Our Community' })).toHaveAttribute(
      'href',
      '/login?mode=register',
    )

    await waitFor(() => expect(document.title).toBe('About Us · Inganzo Records'))
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('our mission, our vision and our values'),
    )
  })

  it('is in Spanish when Spanish is chosen', async () => {
    const { i18n } = renderApp('/abouts')
    await i18n.changeLanguage('es')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mucho más que un estudio' }, LAZY_PAGE),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Nuestros valores' })).toBeInTheDocument()
    expect(document.title).toBe('Sobre nosotros · Inganzo Records')
  })
})
