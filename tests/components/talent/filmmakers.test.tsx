import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import type { Filmmaker } from '@contract/filmmaker'
import { filmmakerPages } from '@/api/filmmakers'
import { apiUrl, server, testI18n } from '../utils'
import { servePages } from '../paging-api'
import { filmmakers } from './fixtures'
import { metaDescription, renderTalent } from './render'

const serveFilmmakers = (list: unknown[]) =>
  server.use(
    http.get(apiUrl('/filmmaker'), async () => {
      await delay(30)
      return HttpResponse.json(list)
    }),
  )

/** GET /filmmaker as our API answers it: the page of the specialization asked for. */
const servePaged = () =>
  servePages('/filmmaker', filmmakerPages, filmmakers as unknown as Filmmaker[])

const cardNames = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .sort()

const filterGroup = (name: string) => within(screen.getByRole('group', { name }))

describe('/filmmakers', () => {
  it('shows skeletons, then the cards with status and a link to each profile', async () => {
    serveFilmmakers(filmmakers)
    renderTalent('/filmmakers')

    expect(screen.getByRole('status', { name: 'Loading filmmakers…' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Yves Mugisha' })).toHaveAttribute(
      'href',
      '/filmmakers/filmmaker-1',
    )
    expect(cardNames()).toHaveLength(6)
    expect(screen.getByRole('heading', { level: 1, name: 'Our Filmmakers' })).toBeInTheDocument()
    expect(screen.getAllByText('Active')).toHaveLength(5)
    expect(screen.getAllByText('Inactive')).toHaveLength(1)
    expect(document.title).toBe('Our Filmmakers · Inganzo Records')
    expect(metaDescription()).toMatch(/filmmakers of Inganzo Records/)
  })

  it('fades the cards in one after another, 0.1 s apart', async () => {
    serveFilmmakers(filmmakers)
    const { container } = renderTalent('/filmmakers')
    await screen.findByRole('link', { name: 'Yves Mugisha' })

    // The masonry puts the cards in columns, so the DOM order is not the cards' order.
    const delays = [...container.querySelectorAll<HTMLElement>('.animate-card-enter')]
      .map((entrance) => Number.parseFloat(entrance.style.animationDelay))
      .sort((a, b) => a - b)
    expect(delays).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5])
  })

  it('offers All plus each specialization of the form, and asks the API for the one chosen', async () => {
    const api = servePaged()
    const { user, router } = renderTalent('/filmmakers')
    await screen.findByRole('link', { name: 'Yves Mugisha' })
    expect(screen.getByText('6 filmmakers')).toBeInTheDocument()

    const chips = filterGroup('Filter filmmakers by specialization')
    // The form's values in its order, translated: a page holds only some of those stored.
    expect(chips.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Director',
      'Producer',
      'Makeup Artist',
      'Director of Photography',
      'Sound Designer',
      'Graphic Designer',
      'Editor',
    ])

    await user.click(chips.getByRole('button', { name: 'Editor' }))
    await waitFor(() => expect(cardNames()).toEqual(['Eric Mutabazi', 'Kevin Ndayisaba']))
    expect(api.requests.at(-1)?.get('specialization')).toBe('Editor')
    expect(router.state.location.search).toBe('?specialization=Editor')
    await user.click(chips.getByRole('button', { name: 'All' }))
    await waitFor(() => expect(cardNames()).toHaveLength(6))
  })

  it('goes back to All when the language changes', async () => {
    servePaged()
    const { user } = renderTalent('/filmmakers')
    await screen.findByRole('link', { name: 'Yves Mugisha' })

    await user.click(
      filterGroup('Filter filmmakers by specialization').getByRole('button', { name: 'Editor' }),
    )
    await waitFor(() => expect(cardNames()).toHaveLength(2))

    await act(() => testI18n.changeLanguage('fr'))

    const chips = filterGroup('Filtrer les cinéastes par spécialité')
    expect(chips.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true')
    expect(chips.getByRole('button', { name: 'Monteur' })).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(cardNames()).toHaveLength(6))
    expect(screen.getByRole('heading', { level: 1, name: 'Nos cinéastes' })).toBeInTheDocument()
  })

  it('says when there are no filmmakers', async () => {
    serveFilmmakers([])
    renderTalent('/filmmakers')
    expect(await screen.findByText('No filmmakers found')).toBeInTheDocument()
    expect(screen.getByText('Try a different category.')).toBeInTheDocument()
  })

  it('shows the error with a retry', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/filmmaker'), () => {
        calls += 1
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(filmmakers)
      }),
    )
    const { user } = renderTalent('/filmmakers')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load filmmakers.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Yves Mugisha' })).toBeInTheDocument()
  })
})
