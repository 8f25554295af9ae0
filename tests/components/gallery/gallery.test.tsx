import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse, type JsonBodyType } from 'msw'
import { galleryPages } from '@/api/gallery'
import { apiUrl, server } from '../utils'
import { servePages } from '../paging-api'
import { items, launch, renderGallery, serveItem, session, sunrise } from './gallery-fixtures'

/** /gallery (docs/product.md §3): category chips, 8-item skeleton, error and retry, empty state. */

const serveList = (body: JsonBodyType = items) =>
  server.use(http.get(apiUrl('/gallery'), () => HttpResponse.json(body)))
/** GET /gallery as our API answers it: the page of the category asked for (../paging-api.ts). */
const servePaged = () => servePages('/gallery', galleryPages, items)

const chips = () => screen.getByRole('group', { name: 'Filter by category' })
const chip = (name: string) => within(chips()).getByRole('button', { name })
/** The titles of the cards on screen, in order (each title is its card's link). */
const shownTitles = () =>
  screen
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/gallery/'))
    .map((link) => link.textContent)
const cardOf = (title: string) => {
  const card = screen.getByRole('link', { name: title }).closest('article')
  if (!card) throw new Error(`No card around "${title}"`)
  return card
}

describe('/gallery', () => {
  it('shows eight card skeletons while loading, then a card linking to each item', async () => {
    server.use(
      http.get(apiUrl('/gallery'), async () => {
        await delay(50)
        return HttpResponse.json(items)
      }),
    )
    renderGallery('/gallery')

    const loading = screen.getByRole('status', { name: 'Loading gallery…' })
    expect(loading.children).toHaveLength(8)

    const link = await screen.findByRole('link', { name: 'Late session in Studio A' })
    expect(link).toHaveAttribute('href', '/gallery/photo-1')
    expect(screen.getByRole('link', { name: 'Sunrise set' })).toHaveAttribute(
      'href',
      '/gallery/photo-2',
    )
    expect(screen.getByRole('link', { name: 'Album launch party' })).toHaveAttribute(
      'href',
      '/gallery/photo-3',
    )
    expect(screen.queryByRole('status', { name: 'Loading gallery…' })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument()

    // A card shows its category and its likes (abbreviated, with the full count for readers).
    const card = within(cardOf('Sunrise set'))
    expect(card.getByText('Live')).toBeInTheDocument()
    expect(card.getByText('1.5K')).toBeInTheDocument()
    expect(card.getByText('1500 likes')).toBeInTheDocument()
    expect(within(cardOf('Album launch party')).getByText('0 likes')).toBeInTheDocument()
  })

  it('offers All (pressed by default) and one chip per category of the site, with the total', async () => {
    serveList()
    renderGallery('/gallery')
    await screen.findByRole('link', { name: 'Sunrise set' })

    const names = within(chips())
      .getAllByRole('button')
      .map((button) => button.textContent)
    // The site's categories, not those of the photos loaded: a page holds only some of them.
    expect(names).toEqual(['All', 'General', 'Studio', 'Live', 'Behind the Scenes', 'Events'])
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('3 photos')).toBeInTheDocument()
    for (const name of ['Events', 'Live', 'Studio']) {
      expect(chip(name)).toHaveAttribute('aria-pressed', 'false')
    }
    expect(shownTitles()).toHaveLength(3)
  })

  it('asks the API for the chosen category, keeps it in the URL, and All brings every item back', async () => {
    const api = servePaged()
    const { user, router } = renderGallery('/gallery')
    await screen.findByRole('link', { name: 'Sunrise set' })

    await user.click(chip('Live'))
    expect(chip('Live')).toHaveAttribute('aria-pressed', 'true')
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(shownTitles()).toEqual([sunrise.title]))
    expect(router.state.location.search).toBe('?category=Live')
    expect(api.requests.at(-1)?.get('category')).toBe('Live')
    expect(api.requests.at(-1)?.get('page')).toBe('1')

    await user.click(chip('Studio'))
    await waitFor(() => expect(shownTitles()).toEqual([session.title]))

    await user.click(chip('All'))
    await waitFor(() => expect(shownTitles()).toHaveLength(3))
    expect(router.state.location.search).toBe('')
  })

  it('opens a shared filtered link on its category', async () => {
    servePaged()
    renderGallery('/gallery?category=Events')
    await screen.findByRole('link', { name: launch.title })

    expect(shownTitles()).toEqual([launch.title])
    expect(chip('Events')).toHaveAttribute('aria-pressed', 'true')
  })

  it('says when the chosen category has no items (an old link), and All goes back', async () => {
    servePaged()
    const { user } = renderGallery('/gallery?category=Weddings')

    expect(await screen.findByText('No images found')).toBeInTheDocument()
    expect(screen.getByText('Try a different category.')).toBeInTheDocument()
    expect(shownTitles()).toEqual([])
    // Offered, pressed, though the site has no word for it.
    expect(chip('Weddings')).toHaveAttribute('aria-pressed', 'true')

    await user.click(chip('All'))
    await waitFor(() => expect(shownTitles()).toHaveLength(3))
  })

  it('reads the other list shapes of the contract ({success, data: {docs}})', async () => {
    serveList({ success: true, data: { docs: [sunrise], total: 1, page: 1, limit: 10, pages: 1 } })
    renderGallery('/gallery')
    expect(await screen.findByRole('link', { name: 'Sunrise set' })).toBeInTheDocument()
    expect(shownTitles()).toEqual([sunrise.title])
  })

  it('opens an item from its card (in the lightbox, then its own page)', async () => {
    serveList()
    serveItem(sunrise)
    const { user, router } = renderGallery('/gallery')
    await user.click(await screen.findByRole('link', { name: 'Sunrise set' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sunrise set' })).getByRole('link', {
        name: /Open the photo’s page/,
      }),
    )

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunrise set' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/gallery/photo-2')
  })

  it('says when there are no gallery items yet, without chips or cards', async () => {
    serveList([])
    renderGallery('/gallery')

    expect(await screen.findByText('No gallery items yet')).toBeInTheDocument()
    expect(screen.getByText(/New photos are on their way/)).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument()
    expect(shownTitles()).toEqual([])
  })

  it("shows 'Failed to load gallery' with the HTTP status and a retry that loads it again", async () => {
    let calls = 0
    server.use(
      http.get(apiUrl('/gallery'), () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json(
              { success: false, message: 'Down' },
              { status: 503, statusText: 'Service Unavailable' },
            )
          : HttpResponse.json(items)
      }),
    )
    const { user } = renderGallery('/gallery')

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to load gallery')).toBeInTheDocument()
    expect(within(alert).getByText('HTTP 503: Service Unavailable')).toBeInTheDocument()
    expect(shownTitles()).toEqual([])

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('link', { name: 'Sunrise set' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it("says 'Failed to load gallery' with a generic message when the network is down", async () => {
    server.use(http.get(apiUrl('/gallery'), () => HttpResponse.error()))
    renderGallery('/gallery')

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Failed to load gallery')).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
