import { screen, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { trackIdFrom } from '@/embed/app'
import { pickLanguage } from '@/embed/i18n'
import { applyTheme, chosenTheme } from '@/embed/theme'
import fr from '../../../locales/fr/embed.json'
import es from '../../../locales/es/embed.json'
import rw from '../../../locales/rw/embed.json'
import { apiUrl, server } from '../msw'
import { answerTrack, startPlayer, trackJson } from './embed-fixtures'

/**
 * The embeddable player's page (src/embed/app.ts): the track's states, the language and the
 * theme the embed code or the browser asks for.
 */

describe('the embeddable player page', () => {
  it('shows the loading shapes, then the track with links back to the site', async () => {
    answerTrack()
    const { root, done } = startPlayer()
    expect(root).toHaveAttribute('aria-busy', 'true')
    expect(root).toHaveTextContent('Loading track…')
    await done

    expect(root).not.toHaveAttribute('aria-busy')
    expect(root).toHaveAccessibleName('Inzozi by Eliane Ishimwe')
    const title = screen.getByRole('link', { name: 'Inzozi (opens in a new tab)' })
    expect(title).toHaveAttribute('href', 'https://label.example/musics/track-1')
    expect(title).toHaveAttribute('target', '_blank')
    expect(title).toHaveAttribute('rel', 'noopener')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inzozi')
    expect(screen.getByText('Eliane Ishimwe')).toBeInTheDocument()
    const site = screen.getByRole('link', { name: 'Inganzo Records (opens in a new tab)' })
    expect(site).toHaveAttribute('href', 'https://label.example/')
    expect(site).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuemax', '120')
    expect(root).toHaveTextContent('0:00 / 2:00')
    expect(document.title).toBe('Inzozi – Eliane Ishimwe | Inganzo Records')
    // The cover: the server's WebP variants for a 156 px slot, decorative beside the title.
    const cover = root.querySelector('img')
    expect(cover).toHaveAttribute('alt', '')
    expect(cover?.getAttribute('srcset')).toContain(`/media/${'a'.repeat(64)}-320.webp 320w`)
    expect(root.querySelector('audio')).toHaveAttribute('preload', 'none')
  })

  it('says a track the API does not know is not found, with a way to the site’s music', async () => {
    const calls = answerTrack({ success: false, message: 'Music track not found.' }, 404)
    const { root, done } = startPlayer({ id: 'no such track' })
    await done
    expect(calls).toEqual(['/api/v1/music/no%20such%20track'])
    expect(screen.getByRole('heading', { name: 'Track not found' })).toBeInTheDocument()
    expect(root).toHaveTextContent('This track does not exist, or its address is mistyped.')
    expect(
      screen.getByRole('link', { name: 'More music on Inganzo Records (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://label.example/musics')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says a deleted (inactive) track is no longer available', async () => {
    answerTrack({ success: true, data: trackJson({ isActive: false }) })
    const { root, done } = startPlayer()
    await done
    expect(
      screen.getByRole('heading', { name: 'This track is no longer available' }),
    ).toBeInTheDocument()
    expect(root).toHaveTextContent('The label has taken “Inzozi” down.')
    expect(root.querySelector('audio')).toBeNull()
  })

  it('offers to try again after a server error, and shows the track once it answers', async () => {
    answerTrack({ success: false, message: 'Internal error' }, 500)
    const { done } = startPlayer()
    await done
    expect(screen.getByRole('heading', { name: 'Failed to load this track.' })).toBeInTheDocument()

    answerTrack()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const play = await screen.findByRole('button', { name: 'Play' })
    // Focus goes on to what replaced the button it was on.
    expect(play).toHaveFocus()
  })

  it('treats a network failure or an answer that is not JSON as an error', async () => {
    server.use(http.get(apiUrl('/music/:id'), () => HttpResponse.error()))
    await startPlayer().done
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()

    server.use(http.get(apiUrl('/music/:id'), () => new HttpResponse('<html>', { status: 200 })))
    await startPlayer().done
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('finds the track in the hosted API’s list, page by page (it has no GET /music/:id)', async () => {
    const pages: string[] = []
    server.use(
      http.get(apiUrl('/music'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1'
        pages.push(page)
        const docs = page === '1' ? [trackJson({ _id: 'other' })] : [trackJson()]
        return HttpResponse.json({ success: true, data: { docs, page: Number(page), pages: 2 } })
      }),
    )
    await startPlayer({ hasTrackDetail: false }).done
    expect(pages).toEqual(['1', '2'])
    expect(screen.getByRole('link', { name: 'Inzozi (opens in a new tab)' })).toBeInTheDocument()
  })

  it('reads the track id from the address, or none', () => {
    expect(trackIdFrom('/embed/music/abc-123')).toBe('abc-123')
    expect(trackIdFrom('/embed/music/abc-123/')).toBe('abc-123')
    expect(trackIdFrom('/embed/music/a%20b')).toBe('a b')
    expect(trackIdFrom('/embed/music/%E0%A4%A')).toBe('')
    expect(trackIdFrom('/embed/music/')).toBe('')
    expect(trackIdFrom('/musics/abc')).toBe('')
  })
})

describe('the player’s language', () => {
  it('is ?lng= first, then the browser’s languages in order, then English', () => {
    expect(pickLanguage('?lng=fr', ['es-ES'])).toBe('fr')
    expect(pickLanguage('?lng=de', ['de-DE', 'es-MX', 'en'])).toBe('es')
    expect(pickLanguage('', ['rw-RW', 'fr'])).toBe('rw')
    expect(pickLanguage('', ['de', 'ja'])).toBe('en')
    expect(pickLanguage('', [])).toBe('en')
  })

  it('shows the player in French with ?lng=fr, and marks the page as French', async () => {
    answerTrack()
    const { root, done } = startPlayer({ search: '?lng=fr', languages: ['en-US'] })
    await done
    expect(document.documentElement.lang).toBe('fr')
    expect(screen.getByRole('button', { name: fr.play })).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: fr.seek })).toHaveAttribute(
      'aria-valuetext',
      '0:00 sur 2:00',
    )
    expect(root).toHaveAccessibleName('Inzozi de Eliane Ishimwe')
    expect(screen.getByRole('link', { name: `Inganzo Records (${fr.newTab})` })).toBeInTheDocument()
  })

  it('follows the browser’s languages without ?lng= (Spanish, Kinyarwanda)', async () => {
    answerTrack({ success: false }, 404)
    await startPlayer({ languages: ['es-MX', 'en'] }).done
    expect(document.documentElement.lang).toBe('es')
    expect(screen.getByRole('heading', { name: es.notFound.title })).toBeInTheDocument()

    await startPlayer({ languages: ['rw'] }).done
    expect(document.documentElement.lang).toBe('rw')
    expect(within(document.body).getByRole('heading', { name: rw.notFound.title })).toBeVisible()
  })
})

describe('the player’s theme', () => {
  it('is ?theme=light|dark, else none (the stylesheet follows the system)', () => {
    expect(chosenTheme('?theme=dark')).toBe('dark')
    expect(chosenTheme('?lng=fr&theme=light')).toBe('light')
    expect(chosenTheme('?theme=blue')).toBeNull()
    expect(chosenTheme('')).toBeNull()

    const html = document.documentElement
    applyTheme(html, '?theme=dark')
    expect(html).toHaveAttribute('data-theme', 'dark')
    applyTheme(html, '')
    expect(html).not.toHaveAttribute('data-theme')
  })

  it('is applied to the page when the player starts', async () => {
    answerTrack()
    await startPlayer({ search: '?theme=dark' }).done
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark')
    answerTrack()
    await startPlayer({ search: '?theme=light' }).done
    expect(document.documentElement).toHaveAttribute('data-theme', 'light')
    delete document.documentElement.dataset.theme
  })
})
