import { act, fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MusicTrack } from '@contract/music'
import { apiUrl, LAZY_PAGE, renderApp, server } from '../utils'
import { inzozi, installFakeAudio, serveArtists, serveTracks, umuhanda } from './music-fixtures'

/** /musics/:id (issue 19): a track's own page, its states, its player and its share menu. */

/** Answers GET /music/:id with `track` (or the status given), counting the calls. */
function serveTrack(answer: MusicTrack | number) {
  const calls: string[] = []
  serveArtists()
  server.use(
    http.get(apiUrl('/music/:id'), ({ params }) => {
      calls.push(String(params.id))
      if (typeof answer === 'number')
        return HttpResponse.json({ success: false, message: 'No.' }, { status: answer })
      return HttpResponse.json({ success: true, data: answer })
    }),
  )
  return calls
}

const openTrack = async (id = inzozi._id) => {
  renderApp(`/musics/${id}`)
  return screen.findByRole('heading', { level: 1 }, LAZY_PAGE)
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
})

describe('/musics/:id', () => {
  // Compiled up front: the first test's page is not compiled within LAZY_PAGE on a busy machine.
  beforeAll(() => import('@/app/routes/track'))

  it('shows the cover, title, artist linked to their page, facts and where else to listen', async () => {
    serveTrack(inzozi)
    const heading = await openTrack()
    expect(heading).toHaveTextContent('Inzozi')
    expect(await screen.findByRole('link', { name: 'Eliane Ishimwe' })).toHaveAttribute(
      'href',
      '/artist/artist-eliane',
    )
    const facts = within(screen.getByRole('article'))
    expect(facts.getByText('Kigali Nights')).toBeInTheDocument()
    expect(facts.getByText('Pop')).toBeInTheDocument()
    expect(facts.getByText('May 25, 2026')).toBeInTheDocument()
    expect(facts.getByText('3:25')).toBeInTheDocument()
    expect(facts.getByText('1.5K')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
      'href',
      inzozi.youtubeLink,
    )
    expect(screen.getByRole('link', { name: /Find on Spotify/ })).toHaveAttribute(
      'href',
      'https://open.spotify.com/search/Eliane%20Ishimwe%20Inzozi',
    )
    expect(document.title).toBe('Inzozi – Eliane Ishimwe · Inganzo Records')
  })

  it('names a track whose artist has no page without a link', async () => {
    serveTrack(umuhanda)
    await openTrack(umuhanda._id)
    expect(screen.getByText('Kagabo & Friends')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Kagabo & Friends' })).not.toBeInTheDocument()
  })

  it('plays the track in the site’s player and pauses it again', async () => {
    const audio = installFakeAudio()
    serveTrack(inzozi)
    await openTrack()
    fireEvent.click(screen.getByRole('button', { name: 'Play Inzozi by Eliane Ishimwe' }))
    expect(
      await screen.findByRole('button', { name: 'Pause Inzozi by Eliane Ishimwe' }),
    ).toBeVisible()
    expect(audio.isPlaying()).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Pause Inzozi by Eliane Ishimwe' }))
    expect(audio.isPlaying()).toBe(false)
  })

  it('says a track that does not exist was not found, with the way back', async () => {
    serveTrack(404)
    expect(await openTrack('nope')).toHaveTextContent('Track not found')
    expect(screen.getByRole('link', { name: 'All music' })).toHaveAttribute('href', '/musics')
  })

  it('says a deleted track is no longer available, and offers no player', async () => {
    serveTrack({ ...inzozi, isActive: false })
    expect(await openTrack()).toHaveTextContent('This track is no longer available')
    expect(screen.getByText(/The label has taken “Inzozi” down/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument()
  })

  it('shows an error with a retry that loads the track', async () => {
    serveTrack(500)
    renderApp(`/musics/${inzozi._id}`)
    expect(await screen.findByText('Failed to load this track.', {}, LAZY_PAGE)).toBeVisible()
    serveTrack(inzozi)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Inzozi' })).toBeVisible()
  })

  it('opens from a list card’s title, showing the list’s copy at once', async () => {
    serveTracks()
    serveTrack(inzozi)
    renderApp('/musics')
    const link = await screen.findByRole('link', { name: 'Inzozi' }, LAZY_PAGE)
    expect(link).toHaveAttribute('href', '/musics/track-1')
    fireEvent.click(link)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inzozi' }, LAZY_PAGE),
    ).toBeVisible()
  })
})

describe('the track page’s share menu', () => {
  const openMenu = async () => {
    serveTrack(inzozi)
    await openTrack()
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
  }
  const press = async (name: string) => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name }))
      await Promise.resolve()
    })
  }

  it('copies the track page’s link and says so', async () => {
    await openMenu()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await press('Copy link')
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/musics/track-1`)
    expect(await screen.findByText('Link copied')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument()
  })

  it('copies the embed code: an iframe of the player at 480×180, the title escaped', async () => {
    await openMenu()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await press('Copy embed code')
    expect(writeText).toHaveBeenCalledWith(
      `<iframe src="${window.location.origin}/embed/music/track-1" width="480" height="180" title="Inzozi – Eliane Ishimwe" style="border:0;max-width:100%" allow="autoplay; encrypted-media" loading="lazy"></iframe>`,
    )
    expect(await screen.findByText('Embed code copied')).toBeVisible()
  })

  it('offers the platform’s share sheet only where the browser has one', async () => {
    await openMenu()
    expect(screen.queryByRole('button', { name: 'Share via…' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))

    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { configurable: true, value: share })
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await press('Share via…')
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/musics/track-1` }),
    )
  })

  it('says so when the copy fails, and keeps the page as it was', async () => {
    await openMenu()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'))
    await press('Copy link')
    expect(await screen.findByText('Could not copy. Please try again.')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Inzozi' })).toBeVisible()
  })
})
