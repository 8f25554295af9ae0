import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { musicPages } from '@/api/music'
import { apiUrl, server, testI18n } from '../utils'
import { servePages } from '../paging-api'
import { installFakeAudio, inzozi, umuhanda } from '../music/music-fixtures'
import { artists } from './fixtures'
import { metaDescription, renderTalent } from './render'

const [eliane, kagabo] = artists as [(typeof artists)[0], (typeof artists)[1]]

/** The value of a fact (a <dt>/<dd> pair) of the profile. */
const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

/** The profile also lists the artist's tracks (GET /music): none here, so it shows no section. */
const serveNoTracks = () =>
  server.use(
    http.get(apiUrl('/music'), () => HttpResponse.json({ success: true, data: { docs: [] } })),
  )

function serveArtist(body: unknown, init?: ResponseInit) {
  serveNoTracks()
  server.use(
    http.get(apiUrl('/artist/:id'), async () => {
      await delay(20)
      return HttpResponse.json(body as Record<string, unknown>, init)
    }),
  )
}

describe('/artist/:id', () => {
  it('shows a spinner, then the profile with the fixed genre and location', async () => {
    serveArtist(eliane)
    renderTalent('/artist/artist-1')

    expect(screen.getByRole('status')).toHaveTextContent('Loading artist details…')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eliane Ishimwe' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Kivu Sound Collective')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Biography' })).toBeInTheDocument()
    expect(screen.getByText(/sings over log drums/)).toBeInTheDocument()

    expect(fact('Age')).toBe('23 years old')
    expect(fact('Genre')).toBe('Music Artist')
    expect(fact('Location')).toBe('Rwanda')
    expect(fact('Joined')).toBe('March 12, 2026')

    const portrait = screen.getByRole('img', { name: 'Eliane Ishimwe' })
    expect(portrait).toHaveAttribute('width', '800')
    expect(portrait.getAttribute('srcset')).toContain('-640.webp 640w')
    expect(document.title).toBe('Eliane Ishimwe · Inganzo Records')
    expect(metaDescription()).toContain('Eliane Ishimwe, artist of Inganzo Records')
    expect(screen.getByRole('link', { name: 'Back to Artists' })).toHaveAttribute(
      'href',
      '/artists',
    )
  })

  it('links only the social networks that are set, each in a new tab', async () => {
    serveArtist(eliane)
    renderTalent('/artist/artist-1')
    await screen.findByRole('heading', { level: 1, name: 'Eliane Ishimwe' })

    const expected = {
      'Artist on Instagram': 'https://instagram.com/eliane.ishimwe',
      'Artist on X (Twitter)': 'https://twitter.com/elianeishimwe',
      'Artist on YouTube': 'https://youtube.com/@ElianeSings',
      'Artist on TikTok': 'https://tiktok.com/@elianeishimwe',
    }
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
      expect(link).toHaveAccessibleDescription('opens in a new tab')
    }
    // Facebook is empty for her: no button at all.
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument()
  })

  it('keeps a full URL as it is, and shows a placeholder without an image or age', async () => {
    serveArtist(kagabo)
    renderTalent('/artist/artist-2')
    await screen.findByRole('heading', { level: 1, name: 'Kagabo Rukundo' })

    expect(screen.getByRole('link', { name: 'Artist on Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/kagabo.live',
    )
    expect(screen.getAllByRole('link', { name: /^Artist on/ })).toHaveLength(1)
    expect(screen.getByRole('img', { name: 'No photo of Kagabo Rukundo yet' })).toBeInTheDocument()
    expect(screen.queryByText('Age')).not.toBeInTheDocument()
  })

  it('falls back to the original and then to the placeholder when the image fails', async () => {
    serveArtist(eliane)
    renderTalent('/artist/artist-1')
    const portrait = await screen.findByRole('img', { name: 'Eliane Ishimwe' })

    // A missing variant: the original is tried on its own, without the srcset.
    fireEvent.error(portrait)
    const original = screen.getByRole('img', { name: 'Eliane Ishimwe' })
    expect(original).not.toHaveAttribute('srcset')
    expect(original).toHaveAttribute('src', eliane.image)

    fireEvent.error(original)
    expect(screen.getByRole('img', { name: 'No photo of Eliane Ishimwe yet' })).toBeInTheDocument()
  })

  it('speaks French: labels, fixed texts and the date', async () => {
    await act(() => testI18n.changeLanguage('fr'))
    serveArtist(eliane)
    renderTalent('/artist/artist-1')
    await screen.findByRole('heading', { level: 1, name: 'Eliane Ishimwe' })

    expect(screen.getByRole('heading', { name: 'Biographie' })).toBeInTheDocument()
    expect(screen.getAllByText('Artiste musical').length).toBeGreaterThan(0)
    expect(fact('Genre')).toBe('Artiste musical')
    expect(fact('Arrivé au label le')).toBe('12 mars 2026')
    expect(fact('Âge')).toBe('23 ans')
    expect(screen.getByRole('link', { name: 'L’artiste sur Instagram' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour aux artistes' })).toBeInTheDocument()
  })

  it('says Artist Not Found for an unknown id, with the way back', async () => {
    serveArtist({ success: false, message: 'Artist not found.' }, { status: 404 })
    renderTalent('/artist/nobody')

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artist Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Artists' })).toHaveAttribute(
      'href',
      '/artists',
    )
    expect(document.title).toBe('Artist Not Found · Inganzo Records')
  })

  it('shows the load error with a retry and the way back', async () => {
    let calls = 0
    serveNoTracks()
    server.use(
      http.get(apiUrl('/artist/:id'), () => {
        calls += 1
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(eliane)
      }),
    )
    const { user } = renderTalent('/artist/artist-1')

    const alert = await screen.findByRole('alert')
    expect(
      within(alert).getByText('Failed to load artist details. Please try again.'),
    ).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Back to Artists' })).toHaveAttribute(
      'href',
      '/artists',
    )
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eliane Ishimwe' }),
    ).toBeInTheDocument()
  })
})

describe("/artist/:id's tracks", () => {
  it('lists the tracks with the artist’s name, newest first, playable in place', async () => {
    const fake = installFakeAudio()
    const older = {
      ...inzozi,
      _id: 'older',
      title: 'Kare',
      releaseDate: '2025-01-01T00:00:00.000Z',
    }
    // The name as the upload typed it: other case and spaces still match.
    const typed = {
      ...older,
      _id: 'typed',
      title: 'Nshya',
      artist: ' eliane ishimwe',
      audioUrl: '/media/audio/nshya.mp3',
      releaseDate: '2026-06-10T00:00:00.000Z',
    }
    serveArtist(eliane)
    const api = servePages('/music', musicPages, [older, umuhanda, inzozi, typed])
    renderTalent('/artist/artist-1')

    const section = (await screen.findByRole('heading', { level: 2, name: 'Music' }))
      .parentElement as HTMLElement
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(['Nshya', 'Inzozi', 'Kare'])
    // One page of a search for the name, not every track.
    expect(Object.fromEntries(api.requests[0] ?? [])).toEqual({
      page: '1',
      limit: '20',
      q: 'Eliane Ishimwe',
    })
    // The page is the artist's own: the cards do not link back to it.
    expect(within(section).queryByRole('link', { name: 'Eliane Ishimwe' })).not.toBeInTheDocument()

    fireEvent.click(within(section).getByRole('button', { name: 'Play all' }))
    expect(fake.audio().src).toMatch(/nshya\.mp3$/)
    expect(fake.isPlaying()).toBe(true)
  })
})
