import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { LAZY_PAGE, renderApp } from '../utils'

describe('/contacts', () => {
  it('lists phone, e-mail, address and opening hours beside the message form', async () => {
    renderApp('/contacts')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, LAZY_PAGE),
    ).toBeInTheDocument()

    const info = screen.getByRole('region', { name: 'Contact information' })
    expect(within(info).getByRole('link', { name: '+250 788 123 456' })).toHaveAttribute(
      'href',
      'tel:+250788123456',
    )
    expect(
      within(info).getByRole('link', { name: 'hello@inganzorecords.example' }),
    ).toHaveAttribute('href', 'mailto:hello@inganzorecords.example')
    expect(within(info).getByText(/KG 7 Ave, Kacyiru/)).toBeInTheDocument()
    expect(within(info).getByText(/Kigali, Rwanda/)).toBeInTheDocument()
    // docs/product.md §3: Monday to Friday 6AM-10PM; Saturday and Sunday 8AM-8PM.
    const hours = within(info).getByRole('heading', { name: 'Opening hours' }).parentElement
    expect(hours).toHaveTextContent(/Monday to Friday:\s*6:00\sAM\s*–\s*10:00\sPM/)
    expect(hours).toHaveTextContent(/Saturday and Sunday:\s*8:00\sAM\s*–\s*8:00\sPM/)

    const form = screen.getByRole('region', { name: 'Send us a message' })
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled()

    expect(document.title).toBe('Contact Us · Inganzo Records')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('opening hours'),
    )
  })

  it('gives the hours in the reader’s language and clock', async () => {
    const { i18n } = renderApp('/contacts')
    await i18n.changeLanguage('fr')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contactez-nous' }, LAZY_PAGE),
    ).toBeInTheDocument()
    const hours = screen.getByRole('heading', { name: 'Horaires d’ouverture' }).parentElement
    expect(hours).toHaveTextContent(/Du lundi au vendredi\s*:\s*0?6:00\s*–\s*22:00/)
    expect(hours).toHaveTextContent(/Samedi et dimanche\s*:\s*0?8:00\s*–\s*20:00/)
  })
})
