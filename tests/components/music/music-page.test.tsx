import { act, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MusicTrack } from '@contract/music'
import { apiUrl, LAZY_PAGE, renderApp, server, storeSession, testI18n } from '../utils'
import { inzozi, musicPage, serveArtists, serveTracks, tracks, umuhanda } from './music-fixtures'

/** The /musics screen's states (docs/product.md §4): loading, error, empty, guest and listener. */

/** GET /music answers once `release` is called, with whatever `answer` returns then. */
function holdTracks(answer: () => Response) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  serveArtists()
  server.use(
    http.get(apiUrl('/music'), async () => {
      await gate
      return answer()
    }),
  )
  return { release }
}

const trackCard = (track: MusicTrack) =>
  screen.getByRole('heading', { level: 2, name: track.title }).closest('article') as HTMLElement

afterEach(() => {
  vi.useRealTimers()
})

describe('/musics', () => {
  it('shows a four-card skeleton while the tracks load', async () => {
    const { release } = holdTracks(() => HttpResponse.json(musicPage(tracks)))
    renderApp('/musics')

    const loading = await screen.findByRole('status', { name: 'Loading music…' }, LAZY_PAGE)
    expect(loading.children).toHaveLength(4)

    act(release)
    expect(await screen.findByRole('list', { name: 'Tracks' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading music…' })).not.toBeInTheDocument()
  })

  it('lists each track with its facts: m:ss, K/M plays and relative release time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'))
    serveTracks()
    renderApp('/musics')
    const list = await screen.findByRole('list', { name: 'Tracks' }, LAZY_PAGE)
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2)

    const first = within(trackCard(inzozi))
    expect(first.getByText('Eliane Ishimwe')).toBeInTheDocument()
    expect(first.getByText('Kigali Nights')).toBeInTheDocument()
    expect(first.getByText('Pop')).toBeInTheDocument()
    expect(first.getByText('3:25')).toBeInTheDocument()
    expect(first.getByText('1.5K plays')).toBeInTheDocument()
    expect(first.getByText('Released 3 weeks ago')).toHaveAttribute('datetime', inzozi.releaseDate)
    expect(first.getByRole('button', { name: 'Play Inzozi by Eliane Ishimwe' })).toBeInTheDocument()

    // No release date: the upload date stands in.
    const second = within(trackCard(umuhanda))
    expect(second.getByText('61:05')).toBeInTheDocument()
    expect(second.getByText('2.3M plays')).toBeInTheDocument()
    expect(second.getByText('Released 1 day ago')).toBeInTheDocument()
  })

  it('words the release time in the current language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'))
    await testI18n.changeLanguage('fr')
    serveTracks()
    renderApp('/musics')
    await screen.findByRole('list', { name: 'Titres' }, LAZY_PAGE)

    expect(within(trackCard(inzozi)).getByText('Sorti il y a 3 semaines')).toBeInTheDocument()
    expect(within(trackCard(umuhanda)).getByText('Sorti il y a 1 jour')).toBeInTheDocument()
  })

  it("shows 'Error Loading Music' with the reason, and 'Try Again' reloads", async () => {
    server.use(
      http.get(apiUrl('/music'), () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 500 }),
      ),
    )
    renderApp('/musics')

    const alert = await screen.findByRole('alert', {}, LAZY_PAGE)
    expect(within(alert).getByText('Error Loading Music')).toBeInTheDocument()
    expect(within(alert).getByText(/^HTTP 500/)).toBeInTheDocument()

    serveTracks()
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('list', { name: 'Tracks' })).toBeInTheDocument()
    expect(screen.queryByText('Error Loading Music')).not.toBeInTheDocument()
  })

  it("shows 'No music tracks yet' with 'Refresh', which reloads", async () => {
    serveTracks([])
    renderApp('/musics')

    expect(await screen.findByText('No music tracks yet', {}, LAZY_PAGE)).toBeInTheDocument()
    expect(screen.getByText('New releases are on their way. Check back soon.')).toBeInTheDocument()

    serveTracks()
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByRole('list', { name: 'Tracks' })).toBeInTheDocument()
    expect(screen.queryByText('No music tracks yet')).not.toBeInTheDocument()
  })

  it('puts a guest in Guest Mode with a way to sign in, and no personal counts', async () => {
    serveTracks()
    renderApp('/musics')
    await screen.findByRole('list', { name: 'Tracks' }, LAZY_PAGE)

    const header = screen.getByRole('heading', { level: 1, name: 'Music' }).closest('header')
    expect(header).not.toBeNull()
    const band = within(header as HTMLElement)
    expect(band.getByText('Guest Mode')).toBeInTheDocument()
    expect(band.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument()
    expect(screen.queryByText(/You played/)).not.toBeInTheDocument()
  })

  it('welcomes a signed-in listener by name and shows how often they played each track', async () => {
    storeSession({ userType: 'user', name: 'Ange Uwase' })
    serveTracks()
    renderApp('/musics')
    await screen.findByRole('list', { name: 'Tracks' }, LAZY_PAGE)

    expect(screen.getByText('Welcome back, Ange Uwase!')).toBeInTheDocument()
    expect(screen.queryByText('Guest Mode')).not.toBeInTheDocument()
    expect(within(trackCard(inzozi)).getByText('You played 1 time')).toBeInTheDocument()
    expect(within(trackCard(umuhanda)).getByText('You played 5 times')).toBeInTheDocument()
  })

  it('says nothing of a track the listener has not played yet, and counts quietly after', async () => {
    storeSession({ userType: 'user', name: 'Ange Uwase' })
    serveTracks([{ ...inzozi, userPlays: 0 }, umuhanda])
    renderApp('/musics')
    await screen.findByRole('list', { name: 'Tracks' }, LAZY_PAGE)

    expect(within(trackCard(inzozi)).queryByText(/You played/)).not.toBeInTheDocument()
    // A count, not an alert: the card's muted text, not the accent.
    const count = within(trackCard(umuhanda)).getByText('You played 5 times')
    expect(count).toHaveClass('text-muted')
    expect(count).not.toHaveClass('text-accent')
  })
})
