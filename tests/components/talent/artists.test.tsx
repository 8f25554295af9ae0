import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { apiUrl, server } from '../utils'
import { artists } from './fixtures'
import { metaDescription, renderTalent } from './render'

describe('/artists', () => {
  it('shows six card skeletons while the artists load, then one card per artist', async () => {
    server.use(
      http.get(apiUrl('/artist'), async () => {
        await delay(50)
        return HttpResponse.json(artists)
      }),
    )
    renderTalent('/artists')

    const loading = screen.getByRole('status', { name: 'Loading artists…' })
    expect(loading.children).toHaveLength(6)

    const link = await screen.findByRole('link', { name: 'Eliane Ishimwe' })
    expect(link).toHaveAttribute('href', '/artist/artist-1')
    expect(screen.getByRole('link', { name: 'Kagabo Rukundo' })).toHaveAttribute(
      'href',
      '/artist/artist-2',
    )
    expect(screen.queryByRole('status', { name: 'Loading artists…' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Our Artists' })).toBeInTheDocument()
    expect(screen.getByText(/Meet the voices of the label/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Eliane Ishimwe' })).toBeInTheDocument()
    expect(screen.getByText('Kivu Sound Collective')).toBeInTheDocument()
    expect(document.title).toBe('Our Artists · Inganzo Records')
    expect(metaDescription()).toMatch(/^Meet the artists of Inganzo Records/)
  })

  it('gives card images a size, a srcset of the WebP variants and a placeholder when missing', async () => {
    server.use(http.get(apiUrl('/artist'), () => HttpResponse.json(artists)))
    const { container } = renderTalent('/artists')
    await screen.findByRole('link', { name: 'Eliane Ishimwe' })

    const images = container.querySelectorAll('img')
    // Kagabo has no image: his card shows the placeholder instead of a broken <img>.
    expect(images).toHaveLength(1)
    const [image] = images
    expect(image).toHaveAttribute('width', '800')
    expect(image).toHaveAttribute('height', '1000')
    expect(image?.getAttribute('srcset')).toContain('-320.webp 320w')
    expect(image?.getAttribute('sizes')).toBeTruthy()
  })

  it('opens an artist from a card', async () => {
    server.use(
      http.get(apiUrl('/artist'), () => HttpResponse.json(artists)),
      http.get(apiUrl('/artist/artist-1'), () => HttpResponse.json(artists[0])),
      // The profile lists the artist's tracks: none.
      http.get(apiUrl('/music'), () => HttpResponse.json({ success: true, data: { docs: [] } })),
    )
    const { user, router } = renderTalent('/artists')
    await user.click(await screen.findByRole('link', { name: 'Eliane Ishimwe' }))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eliane Ishimwe' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/artist/artist-1')
  })

  it('says when there are no artists yet', async () => {
    server.use(http.get(apiUrl('/artist'), () => HttpResponse.json([])))
    renderTalent('/artists')

    expect(await screen.findByText('No artists found')).toBeInTheDocument()
    expect(screen.getByText(/Check back soon/)).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('shows the error with a retry that loads the list again', async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/artist'), () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })
          : HttpResponse.json(artists)
      }),
    )
    const { user } = renderTalent('/artists')

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to load artists.')).toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('link', { name: 'Eliane Ishimwe' })).toBeInTheDocument()
    expect(calls).toBe(2)
  })
})
