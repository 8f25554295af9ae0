import { describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { apiUrl, server, testI18n } from '../utils'
import { producers } from './fixtures'
import { renderTalent } from './render'

const diane = producers[0]
const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

function serveProducer(body: unknown, init?: ResponseInit) {
  server.use(
    http.get(apiUrl('/producer/:id'), async () => {
      await delay(20)
      return HttpResponse.json(body as Record<string, unknown>, init)
    }),
  )
}

describe('/producer/:id', () => {
  it('shows a spinner, then every field of the profile', async () => {
    serveProducer({ success: true, data: diane })
    renderTalent('/producer/producer-1')

    expect(screen.getByRole('status')).toHaveTextContent('Loading producer details…')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diane Uwera' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Senior')).toBeInTheDocument()
    expect(screen.getByText(/front-of-house/)).toBeInTheDocument()
    expect(fact('Experience')).toBe('9 years')
    expect(screen.getByRole('link', { name: 'diane.uwera@example.com' })).toHaveAttribute(
      'href',
      'mailto:diane.uwera@example.com',
    )

    const genres = screen.getByRole('heading', { name: 'Genres' }).nextElementSibling as HTMLElement
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reggae', 'Hip-Hop'])
    const skills = screen.getByRole('heading', { name: 'Skills' }).nextElementSibling as HTMLElement
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mixing', 'Live Recording'])

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Log Drum Sundays', 'Mixing engineer', '2026'],
      ['Summer Live Sessions', 'FOH engineer', '2025'],
    ])
    expect(document.title).toBe('Diane Uwera · Inganzo Records')
  })

  it('links the social profiles that are set, in a new tab', async () => {
    serveProducer({ success: true, data: diane })
    renderTalent('/producer/producer-1')
    await screen.findByRole('heading', { level: 1, name: 'Diane Uwera' })

    const expected = {
      'Producer on Instagram': 'https://instagram.com/diane.uwera',
      'Producer on X (Twitter)': 'https://twitter.com/dianeuwera',
      'Producer on YouTube': 'https://youtu.be/dianeLive',
      'Producer on Spotify': 'https://open.spotify.com/artist/diane',
    }
    const links = screen.getAllByRole('link', { name: /^Producer on/ })
    expect(links).toHaveLength(4)
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('translates level, genres and skills', async () => {
    await act(() => testI18n.changeLanguage('es'))
    serveProducer({ success: true, data: diane })
    renderTalent('/producer/producer-1')
    await screen.findByRole('heading', { level: 1, name: 'Diane Uwera' })

    expect(screen.getByText('Sénior')).toBeInTheDocument()
    expect(screen.getByText('Mezcla')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Habilidades' })).toBeInTheDocument()
    expect(fact('Experiencia')).toBe('9 años')
  })

  it('says Producer Not Found for an unknown id, with a link to the producers', async () => {
    serveProducer({ success: false, message: 'Producer not found.' }, { status: 404 })
    renderTalent('/producer/nobody')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Producer Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Producers' })).toHaveAttribute(
      'href',
      '/producers',
    )
  })

  it('shows the load error with a retry and a link to the producers', async () => {
    serveProducer({ success: false, message: 'Database down' }, { status: 503 })
    renderTalent('/producer/producer-1')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load producer details. Please try again.')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Back to Producers' })).toHaveAttribute(
      'href',
      '/producers',
    )
  })
})
