import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { Header } from '@/components/layout/header'
import { renderWithProviders } from './utils'

describe('Language menu', () => {
  it('lists the four languages, each named in itself with a flag', async () => {
    const { user } = renderWithProviders(<Header />)
    const button = screen.getByRole('button', { name: 'EN (language: English)' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')

    const list = screen.getByRole('list', { name: 'Language' })
    const options = within(list).getAllByRole('button')
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Français',
      'Español',
      'Kinyarwanda',
    ])
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'fr', 'es', 'rw'])
    expect(options.every((option) => option.querySelector('svg'))).toBe(true)
    expect(within(list).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  it.each([
    ['Français', 'fr', 'Accueil', 'FR (langue : Français)'],
    ['Español', 'es', 'Inicio', 'ES (idioma: Español)'],
    ['Kinyarwanda', 'rw', 'Ahabanza', 'RW (ururimi: Kinyarwanda)'],
  ])(
    'switches to %s: the header changes, <html lang> follows, the menu closes',
    async (name, code, home, label) => {
      const { user } = renderWithProviders(<Header />)
      expect(document.documentElement.lang).toBe('en')
      await user.click(screen.getByRole('button', { name: 'EN (language: English)' }))
      await user.click(screen.getByRole('button', { name }))

      const nav = await screen.findByRole('navigation', {
        name: /^(Principale|Principal|Ibice by'ingenzi)$/,
      })
      expect(within(nav).getByRole('link', { name: home })).toHaveAttribute('href', '/')
      expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument()
      expect(document.documentElement.lang).toBe(code)
      expect(screen.queryByRole('list', { name: 'Language' })).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'false')
    },
  )

  it('closes with Escape without changing the language', async () => {
    const { user } = renderWithProviders(<Header />)
    await user.click(screen.getByRole('button', { name: 'EN (language: English)' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('button', { name: 'Français' })).not.toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
  })
})
