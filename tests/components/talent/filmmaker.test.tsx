import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { apiUrl, server } from '../utils'
import { filmmakers } from './fixtures'
import { renderTalent } from './render'

const [yves, , claudine] = filmmakers
const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

function serveFilmmaker(body: unknown, init?: ResponseInit) {
  server.use(
    http.get(apiUrl('/filmmaker/:id'), async () => {
      await delay(20)
      return HttpResponse.json(body as Record<string, unknown>, init)
    }),
  )
}

describe('/filmmakers/:id', () => {
  it('shows a spinner, then the profile with portfolio and contact', async () => {
    serveFilmmaker(yves)
    renderTalent('/filmmakers/filmmaker-1')

    expect(screen.getByRole('status')).toHaveTextContent('Loading filmmaker…')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yves Mugisha' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(fact('Specialization')).toBe('Director')
    expect(fact('Experience')).toBe('8 years')
    expect(screen.getByText(/short documentaries/)).toBeInTheDocument()

    const portfolio = screen.getByRole('heading', { name: 'Portfolio' })
      .nextElementSibling as HTMLElement
    const works = within(portfolio).getAllByRole('listitem')
    // Newest first: title, role and year of each.
    expect(works[0]).toHaveTextContent('Voices of Nyamirambo')
    expect(works[0]).toHaveTextContent('Role: Co-director')
    expect(works[0]).toHaveTextContent('2026')
    expect(works[1]).toHaveTextContent('Kigali Nights (music video)')

    expect(screen.getByRole('link', { name: 'yves.mugisha@example.com' })).toHaveAttribute(
      'href',
      'mailto:yves.mugisha@example.com',
    )
    expect(screen.getByRole('link', { name: '+250 788 000 101' })).toHaveAttribute(
      'href',
      'tel:+250788000101',
    )
    expect(screen.getByRole('link', { name: 'Back to Filmmakers' })).toHaveAttribute(
      'href',
      '/filmmakers',
    )
    expect(document.title).toBe('Yves Mugisha · Inganzo Records')
  })

  it('marks an inactive filmmaker and says when there is no portfolio', async () => {
    serveFilmmaker(claudine)
    renderTalent('/filmmakers/filmmaker-3')
    await screen.findByRole('heading', { level: 1, name: 'Claudine Mukamana' })

    expect(screen.getByText('Inactive')).toBeInTheDocument()
    expect(screen.queryByText('Active')).not.toBeInTheDocument()
    expect(screen.getByText('No portfolio entries yet.')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument()
  })

  it('says Filmmaker Not Found for an unknown id, with the way back', async () => {
    serveFilmmaker({ success: false, message: 'Filmmaker not found.' }, { status: 404 })
    renderTalent('/filmmakers/nobody')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Filmmaker Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Filmmakers' })).toHaveAttribute(
      'href',
      '/filmmakers',
    )
  })

  it('reads "Filmmaker not found" for a refused request', async () => {
    serveFilmmaker({ success: false, message: 'Bad id' }, { status: 400 })
    renderTalent('/filmmakers/bad')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Filmmaker not found')
  })

  it('reads "Failed to load filmmaker" when the server fails, with a retry', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/filmmaker/:id'), () => {
        calls += 1
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(yves)
      }),
    )
    const { user } = renderTalent('/filmmakers/filmmaker-1')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load filmmaker')
    expect(within(alert).getByRole('link', { name: 'Back to Filmmakers' })).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yves Mugisha' }),
    ).toBeInTheDocument()
  })
})
