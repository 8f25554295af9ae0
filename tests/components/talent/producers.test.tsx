import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import type { Producer } from '@contract/producer'
import { producerPages } from '@/api/producers'
import { apiUrl, server } from '../utils'
import { servePages } from '../paging-api'
import { producers } from './fixtures'
import { metaDescription, renderTalent } from './render'

const serveProducers = (list: unknown[]) =>
  server.use(
    http.get(apiUrl('/producer'), async () => {
      await delay(30)
      return HttpResponse.json({ success: true, data: list })
    }),
  )

const cardNames = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .sort()

describe('/producers', () => {
  it('shows six skeletons, then every producer with a link to the profile', async () => {
    serveProducers(producers)
    renderTalent('/producers')

    expect(screen.getByRole('status', { name: 'Loading producers…' }).children).toHaveLength(6)
    expect(await screen.findByRole('link', { name: 'Diane Uwera' })).toHaveAttribute(
      'href',
      '/producer/producer-1',
    )
    expect(cardNames()).toHaveLength(5)
    expect(screen.getByRole('heading', { level: 1, name: 'Our Producers' })).toBeInTheDocument()
    expect(screen.getByText('9 years of experience')).toBeInTheDocument()
    expect(document.title).toBe('Our Producers · Inganzo Records')
    expect(metaDescription()).toMatch(/producers of Inganzo Records/)
  })

  it('filters by level with chips, All first and pressed by default', async () => {
    const api = servePages('/producer', producerPages, producers as unknown as Producer[])
    const { user, router } = renderTalent('/producers')
    await screen.findByRole('link', { name: 'Diane Uwera' })
    expect(screen.getByText('5 producers')).toBeInTheDocument()

    const chips = within(screen.getByRole('group', { name: 'Filter producers by level' }))
    expect(chips.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Junior',
      'Mid-level',
      'Senior',
      'Legendary',
    ])
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')

    await user.click(chips.getByRole('button', { name: 'Senior' }))
    expect(chips.getByRole('button', { name: 'Senior' })).toHaveAttribute('aria-pressed', 'true')
    expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
    // The API filters: the page asks for the level and shows what it answers.
    await waitFor(() => expect(cardNames()).toEqual(['Diane Uwera', 'Patrick Nshuti']))
    expect(api.requests.at(-1)?.get('level')).toBe('Senior')
    expect(router.state.location.search).toBe('?level=Senior')

    await user.click(chips.getByRole('button', { name: 'Legendary' }))
    expect(await screen.findByText('No producers found')).toBeInTheDocument()
    expect(screen.getByText('Try a different category.')).toBeInTheDocument()

    await user.click(chips.getByRole('button', { name: 'All' }))
    await waitFor(() => expect(cardNames()).toHaveLength(5))
  })

  it('shows a level outside the four as it is, in the beginner style', async () => {
    serveProducers(producers)
    renderTalent('/producers')
    await screen.findByRole('link', { name: 'Bruno Gasana' })

    const badge = screen.getByText('Beginner')
    expect(badge.className).toContain('emerald')
    expect(screen.getAllByText('Senior', { selector: 'span' })[0]?.className).toContain('violet')
  })

  it('says when there are no producers', async () => {
    serveProducers([])
    renderTalent('/producers')
    expect(await screen.findByText('No producers found')).toBeInTheDocument()
    expect(screen.getByText('Try a different category.')).toBeInTheDocument()
  })

  it('shows the error with a retry', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/producer'), () => {
        calls += 1
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ success: true, data: producers })
      }),
    )
    const { user } = renderTalent('/producers')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load producers.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Diane Uwera' })).toBeInTheDocument()
  })
})
