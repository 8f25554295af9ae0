import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MusicTrack } from '@contract/music'
import { LAZY_PAGE, renderApp } from '../utils'
import { installFakeAudio, inzozi, serveTracks, umuhanda } from './music-fixtures'

/**
 * Finding music on /musics (issue 19): search, genre and order, kept in the address and applied
 * by the API (issue 27): the page asks for them and shows what it answers.
 */

const imvura: MusicTrack = {
  ...inzozi,
  _id: 'track-3',
  title: 'Imvura',
  artist: 'Kezia Mutoni',
  album: 'Late Light',
  genre: 'Pop',
  audioUrl: '/media/audio/imvura.mp3',
  releaseDate: '2026-01-10T12:00:00.000Z',
  playCount: 90_000,
}

async function openMusic(route = '/musics') {
  const api = serveTracks([inzozi, umuhanda, imvura])
  const view = renderApp(route)
  await screen.findByRole('button', { name: 'Play all' }, LAZY_PAGE)
  /** The parameters of the last GET /music. */
  const asked = () => Object.fromEntries(api.requests.at(-1) ?? [])
  return { ...view, asked }
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Tracks' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
const search = () => screen.getByRole('searchbox', { name: 'Search' })
const genre = () => screen.getByRole('combobox', { name: 'Genre' })
const sort = () => screen.getByRole('combobox', { name: 'Sort by' })

describe('finding music on /musics', () => {
  // Compiled up front: the first test's page is not compiled within LAZY_PAGE on a busy machine.
  beforeAll(() => import('@/app/routes/music'))

  it('lists newest first, and searches title, artist and album into the address', async () => {
    const { router, asked } = await openMusic()
    expect(titles()).toEqual(['Umuhanda', 'Inzozi', 'Imvura'])
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('3 tracks')
    expect(asked()).toEqual({ page: '1', limit: '20' })

    fireEvent.change(search(), { target: { value: 'kagabo' } })
    expect(await screen.findByText('1 track')).toBeInTheDocument()
    expect(titles()).toEqual(['Umuhanda'])
    expect(router.state.location.search).toBe('?q=kagabo')
    expect(asked()).toEqual({ page: '1', limit: '20', q: 'kagabo' })

    // The album, and every word anywhere, accents and case aside.
    fireEvent.change(search(), { target: { value: 'LATE lîght ' } })
    await waitFor(() => expect(titles()).toEqual(['Imvura']))
    expect(asked().q).toBe('LATE lîght')
  })

  it('filters by genre and sorts by plays or title, each kept in the address', async () => {
    const { router, asked } = await openMusic()
    fireEvent.change(sort(), { target: { value: 'plays' } })
    await waitFor(() => expect(titles()).toEqual(['Umuhanda', 'Imvura', 'Inzozi']))
    expect(asked().sort).toBe('plays')
    fireEvent.change(sort(), { target: { value: 'title' } })
    await waitFor(() => expect(titles()).toEqual(['Imvura', 'Inzozi', 'Umuhanda']))
    expect(asked().sort).toBe('title')

    fireEvent.change(genre(), { target: { value: 'Pop' } })
    await waitFor(() => expect(titles()).toEqual(['Imvura', 'Inzozi']))
    expect(asked()).toEqual({ page: '1', limit: '20', sort: 'title', genre: 'Pop' })
    expect(new URLSearchParams(router.state.location.search).get('genre')).toBe('Pop')
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('title')
  })

  it('opens with the filters an address holds, and ignores values it does not offer', async () => {
    await openMusic('/musics?q=i&genre=Pop&sort=title')
    expect(search()).toHaveValue('i')
    expect(genre()).toHaveValue('Pop')
    expect(sort()).toHaveValue('title')
    expect(titles()).toEqual(['Imvura', 'Inzozi'])
  })

  it('reads an unknown genre or order as none', async () => {
    await openMusic('/musics?genre=Polka&sort=loudest')
    expect(genre()).toHaveValue('')
    expect(sort()).toHaveValue('newest')
    expect(titles()).toEqual(['Umuhanda', 'Inzozi', 'Imvura'])
  })

  it('says when nothing matches, and clears the filters', async () => {
    const { router } = await openMusic('/musics?q=zzz')
    expect(await screen.findByText('No tracks match')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('list', { name: 'Tracks' })).toBeInTheDocument()
    expect(titles()).toHaveLength(3)
    expect(router.state.location.search).toBe('')
  })

  it('plays the filtered list: "Play all" from its top, and the queue skips what is filtered out', async () => {
    await openMusic('/musics?sort=title&genre=Pop')
    const fake = installFakeAudio()
    expect(titles()).toEqual(['Imvura', 'Inzozi'])
    fireEvent.click(screen.getByRole('button', { name: 'Play all' }))
    expect(fake.audio().src).toMatch(/imvura\.mp3$/)
    fake.end()
    expect(fake.audio().src).toMatch(/inzozi\.mp3$/)
    expect(fake.events).toEqual(['play', 'pause', 'play'])
    fake.end()
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument()
  })

  it("links a track to its artist's page when the label has one", async () => {
    await openMusic()
    const card = (track: MusicTrack) =>
      screen.getByRole('heading', { level: 2, name: track.title }).closest('article') as HTMLElement
    expect(
      await within(card(inzozi)).findByRole('link', { name: 'Eliane Ishimwe' }),
    ).toHaveAttribute('href', '/artist/artist-eliane')
    // Its only link is its own page's, on the title.
    expect(
      within(card(umuhanda))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Umuhanda'])
    expect(within(card(umuhanda)).getByText('Kagabo & Friends')).toBeInTheDocument()
  })
})
