import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { LAZY_PAGE, renderApp } from '../utils'

describe('/founder', () => {
  it('shows badge, titles, portrait with quote, name, role, birth name, biography and achievements', async () => {
    renderApp('/founder')
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: 'The vision behind Inganzo Records' },
      LAZY_PAGE,
    )
    expect(title).toBeInTheDocument()
    expect(screen.getByText('Our Founder')).toBeInTheDocument()

    const portrait = screen.getByRole('img', { name: 'Illustrated portrait of Olivier Kayitare' })
    const figure = portrait.closest('figure')
    expect(figure).toHaveClass('h-[600px]')
    expect(figure).toHaveTextContent('Every voice from our hills deserves a studio that listens.')

    expect(screen.getByRole('heading', { level: 2, name: 'Olivier Kayitare' })).toBeInTheDocument()
    expect(screen.getByText('Founder and Artistic Director')).toBeInTheDocument()
    expect(screen.getByText('Born Olivier Kayitare Mugenzi')).toBeInTheDocument()
    expect(screen.getByText(/grew up singing in church choirs in Huye/)).toBeInTheDocument()
    expect(screen.getByText(/Today he produces, mentors and scouts talent/)).toBeInTheDocument()

    const achievements = screen.getByRole('region', { name: 'Achievements' }).querySelectorAll('h3')
    expect([...achievements].map((h) => h.textContent)).toEqual([
      'Pioneer',
      'Pan-Africanist',
      'Artist',
    ])

    expect(document.title).toBe('Our Founder · Inganzo Records')
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Meet Olivier Kayitare, who founded Inganzo Records in Kigali to give young East African artists a world-class studio.',
    )
  })

  it('is told in Kinyarwanda when Kinyarwanda is chosen', async () => {
    const { i18n } = renderApp('/founder')
    await i18n.changeLanguage('rw')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Icyerekezo cya Inganzo Records' },
        LAZY_PAGE,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Umupayiniya')).toBeInTheDocument()
    expect(screen.getByText("Uwashinze inzu akaba n'umuyobozi w'ubuhanzi")).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Ibyo yagezeho' })).toBeInTheDocument()
  })
})
