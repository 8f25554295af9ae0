import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderTalent } from '../talent/render'
import { serveHostedApi } from './handlers'
import { hostedImage } from './store'

/** Browsing the talent pages against the hosted API's bare arrays and `{success, message, data}`. */

const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('hosted API: talent pages', () => {
  it('lists the artists of a bare array, with their absolute images untouched', async () => {
    serveHostedApi()
    const { container } = renderTalent('/artists')
    expect(await screen.findByRole('link', { name: 'Eliane Ishimwe' })).toHaveAttribute(
      'href',
      '/artist/64b000000000000000000001',
    )
    expect(screen.getByRole('link', { name: 'Kagabo Rukundo' })).toBeInTheDocument()
    const sources = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))
    expect(sources).toEqual([hostedImage('eliane'), hostedImage('kagabo')])
  })

  it('shows an artist of a bare document, its age sent as a string', async () => {
    serveHostedApi()
    renderTalent('/artist/64b000000000000000000002')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kagabo Rukundo' }),
    ).toBeInTheDocument()
    expect(fact('Age')).toBe('31 years old')
    expect(screen.getByRole('img', { name: 'Kagabo Rukundo' })).toHaveAttribute(
      'src',
      hostedImage('kagabo'),
    )
  })

  it('lists the producers of {success, message, data}, and one with JSON-string lists', async () => {
    serveHostedApi()
    const { user } = renderTalent('/producers')
    await user.click(await screen.findByRole('link', { name: 'Diane Uwera' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diane Uwera' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Afrobeat')).toBeInTheDocument()
    expect(screen.getByText('Mastering')).toBeInTheDocument()
    expect(screen.getByText('Hosted Sessions')).toBeInTheDocument()
  })

  it('lists the filmmakers of a bare array and opens one', async () => {
    serveHostedApi()
    const { user } = renderTalent('/filmmakers')
    await user.click(await screen.findByRole('link', { name: 'Patrick Nshuti' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Patrick Nshuti' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Inzozi (video)')).toBeInTheDocument()
  })
})
