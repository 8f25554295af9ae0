import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MusicTrack } from '@contract/music'
import { LAZY_PAGE, renderApp } from '../utils'
import { installFakeAudio, inzozi, serveTracks } from './music-fixtures'

/**
 * /musics in pages of 20 (issue 27): the total, the page links, "Load more" and the address,
 * a filter back to page 1, an address past the last page, and the queue into the next page.
 */

const day = 24 * 60 * 60 * 1000
/** 30 tracks, Track 01 the newest: the API's default order is their order. */
const catalogue: MusicTrack[] = Array.from({ length: 30 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0')
  const released = new Date(Date.UTC(2026, 5, 1) - index * day).toISOString()
  return {
    ...inzozi,
    _id: `track-${number}`,
    title: `Track ${number}`,
    genre: index % 2 === 0 ? 'Pop' : 'Jazz',
    audioUrl: `/media/audio/track-${number}.mp3`,
    releaseDate: released,
    createdAt: released,
  }
})

async function openMusic(route = '/musics') {
  const api = serveTracks(catalogue)
  const view = renderApp(route)
  await screen.findByRole('button', { name: 'Play all' }, LAZY_PAGE)
  return { ...view, api }
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Tracks' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
const pages = () => screen.getByRole('navigation', { name: 'Pages of tracks' })
const search = (router: { state: { location: { search: string } } }) => router.state.location.search

describe('/musics in pages', () => {
  beforeAll(() => import('@/app/routes/music'))

  it('shows the first 20 of the total, with a link to the next page', async () => {
    const { api } = await openMusic()
    expect(titles()).toHaveLength(20)
    expect(titles()[0]).toBe('Track 01')
    expect(titles().at(-1)).toBe('Track 20')
    expect(screen.getByText('30 tracks')).toBeInTheDocument()
    expect(within(pages()).getByText('Page 1 of 2')).toBeInTheDocument()
    const next = within(pages()).getByRole('link', { name: 'Next' })
    expect(next).toHaveAttribute('rel', 'next')
    expect(next).toHaveAttribute('href', '/musics?page=2')
    expect(within(pages()).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument()
    expect(api.pagesAsked()).toEqual([1])
  })

  it('opens the page its address names, with a link back keeping the filters', async () => {
    const { api } = await openMusic('/musics?sort=title&page=2')
    expect(titles()).toEqual(
      Array.from({ length: 10 }, (_, index) => `Track ${String(21 + index).padStart(2, '0')}`),
    )
    const previous = within(pages()).getByRole('link', { name: 'Previous' })
    expect(previous).toHaveAttribute('rel', 'prev')
    expect(previous).toHaveAttribute('href', '/musics?sort=title')
    expect(within(pages()).getByText('Page 2 of 2')).toBeInTheDocument()
    expect(Object.fromEntries(api.requests[0] ?? [])).toEqual({
      page: '2',
      limit: '20',
      sort: 'title',
    })
  })

  it('appends the next page on "Load more" and keeps its number in the address, replacing it', async () => {
    const { api, router } = await openMusic()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(titles()).toHaveLength(30))
    expect(titles().slice(19, 22)).toEqual(['Track 20', 'Track 21', 'Track 22'])
    expect(search(router)).toBe('?page=2')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(within(pages()).getByText('Page 2 of 2')).toBeInTheDocument()
    expect(api.pagesAsked()).toEqual([1, 2])
  })

  it('shows the same pages again on Back after leaving the list', async () => {
    const { router, api } = await openMusic()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(titles()).toHaveLength(30))

    await router.navigate('/abouts')
    await router.navigate(-1)
    await screen.findByRole('list', { name: 'Tracks' }, LAZY_PAGE)
    expect(titles()).toHaveLength(30)
    expect(search(router)).toBe('?page=2')
    // From the cache: no page was asked for again.
    expect(api.pagesAsked()).toEqual([1, 2])
  })

  it('goes back to page 1 when a filter changes, and asks the API for it', async () => {
    const { router, api } = await openMusic('/musics?page=2')
    fireEvent.change(screen.getByRole('combobox', { name: 'Genre' }), {
      target: { value: 'Pop' },
    })
    await waitFor(() => expect(titles()).toHaveLength(15))
    expect(search(router)).toBe('?genre=Pop')
    expect(Object.fromEntries(api.requests.at(-1) ?? [])).toEqual({
      page: '1',
      limit: '20',
      genre: 'Pop',
    })
    expect(titles()[0]).toBe('Track 01')
  })

  it('says when the address is past the last page, with a link back to page 1', async () => {
    serveTracks(catalogue)
    renderApp('/musics?genre=Pop&page=5')
    expect(await screen.findByText('There is no page 5', {}, LAZY_PAGE)).toBeInTheDocument()
    expect(screen.getByText('This list has only 1 page.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to page 1' })).toHaveAttribute(
      'href',
      '/musics?genre=Pop',
    )
  })

  it('plays on into the next page: the queue reads it when it reaches the end of the first', async () => {
    const { api } = await openMusic()
    const fake = installFakeAudio()
    fireEvent.click(screen.getByRole('button', { name: `Play Track 20 by ${inzozi.artist}` }))
    expect(fake.audio().src).toMatch(/track-20\.mp3$/)
    expect(api.pagesAsked()).toEqual([1])

    fake.end()
    await waitFor(() => expect(fake.audio().src).toMatch(/track-21\.mp3$/))
    expect(api.pagesAsked()).toEqual([1, 2])
    // The list on screen stays as it was: the queue read the page, the visitor did not ask.
    expect(titles()).toHaveLength(20)

    // The bar's "Next" goes on through the page it read, without asking again.
    fireEvent.click(await screen.findByRole('button', { name: 'Next track' }, LAZY_PAGE))
    expect(fake.audio().src).toMatch(/track-22\.mp3$/)
    expect(api.pagesAsked()).toEqual([1, 2])
  })
})
