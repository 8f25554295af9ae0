import { beforeAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { apiUrl, LAZY_PAGE, renderApp, server } from '../utils'
import { answerLists, musicTracks, producers } from './home-api'
import { installFakeAudio } from '../music/music-fixtures'

const section = (name: string) => screen.getByRole('region', { name })

async function renderHome() {
  const view = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Your sound, made in Kigali' }, LAZY_PAGE)
  return view
}

describe('Home page', () => {
  // The later sections and the contact form are lazy chunks: compiled up front, so a busy
  // machine does not spend a test's waiting time compiling them.
  beforeAll(async () => {
    await import('@/app/routes/home/later-sections')
    await import('@/features/contact/components/contact-form')
  })

  it('opens with the hero: claims, studio phone, live badge, join and explore buttons', async () => {
    answerLists()
    await renderHome()
    const hero = section('Your sound, made in Kigali')
    expect(within(hero).getByText('Live Studio')).toBeInTheDocument()
    for (const [value, label] of [
      ['50+', 'Artists'],
      ['100+', 'Tracks'],
      ['5+', 'Years'],
    ] as const) {
      expect(within(hero).getByText(value)).toBeInTheDocument()
      expect(within(hero).getByText(label)).toBeInTheDocument()
    }
    expect(within(hero).getByRole('link', { name: '+250 788 123 456' })).toHaveAttribute(
      'href',
      'tel:+250788123456',
    )
    expect(within(hero).getByRole('link', { name: 'Join the Studio' })).toHaveAttribute(
      'href',
      '/login?mode=register',
    )
    expect(within(hero).getByRole('link', { name: 'Explore Music' })).toHaveAttribute(
      'href',
      '/musics',
    )
    // Decorative art stays out of the accessibility tree; the hero draws no image file.
    expect(hero.querySelector('img')).toBeNull()
    // The head is written in an effect after the page renders: wait for it, as a reader would.
    await waitFor(() =>
      expect(document.title).toBe('Music label and studio, Kigali · Inganzo Records'),
    )
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('50+ artists'),
    )
  })

  it('shows the home sections in order, with the anchors the footer links to', async () => {
    answerLists()
    await renderHome()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    const order = [
      'More than a studio',
      'Latest releases',
      'Our Programs',
      'Aline Uwase',
      'Mission, vision and values',
      'Our Producers',
      'Our Artists',
      'Gallery',
      'Get in Touch',
    ]
    expect(headings.filter((text) => order.includes(text ?? ''))).toEqual(order)
    for (const id of ['home', 'about', 'music', 'gallery', 'contact']) {
      expect(document.getElementById(id), `#${id}`).toBeInstanceOf(HTMLElement)
    }
    // The form is its own chunk, fetched as the contact section comes near (compiled on first
    // import: LAZY_PAGE's time).
    expect(document.getElementById('contact')).toContainElement(
      await screen.findByRole('button', { name: 'Send Message' }, LAZY_PAGE),
    )
  })

  it('plays the latest releases in place, links to all the music, and is where the footer’s Music leads', async () => {
    const { requests } = answerLists()
    const fake = installFakeAudio()
    await renderHome()
    const releases = await screen.findByRole('region', { name: 'Latest releases' })
    expect(releases).toHaveAttribute('id', 'music')
    const titles = (await within(releases).findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.textContent,
    )
    expect(titles).toEqual(['Song 5', 'Song 4', 'Song 3', 'Song 2'])
    // Only the four it shows are asked for, of each list (the track cards' artist links search
    // /artist by name, `q`).
    for (const name of ['music', 'producer', 'artist', 'gallery'] as const)
      expect(
        requests[name].filter((params) => !params.has('q')).map((params) => params.get('limit')),
      ).toEqual(['4'])
    expect(within(releases).getByRole('link', { name: /All our music/ })).toHaveAttribute(
      'href',
      '/musics',
    )

    fireEvent.click(within(releases).getByRole('button', { name: 'Play Song 5 by Singer 5' }))
    expect(fake.play).toHaveBeenCalledTimes(1)
    expect(fake.audio().src).toContain(musicTracks[4]!.audioUrl)
    expect(
      within(releases).getByRole('button', { name: 'Pause Song 5 by Singer 5' }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'Player' }, LAZY_PAGE)).toBeInTheDocument()

    const footerMusic = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: 'Music',
    })
    expect(footerMusic).toHaveAttribute('href', '#music')
  })

  it('presents the about figures and features, the five programs, mission and values', async () => {
    answerLists()
    await renderHome()
    const about = section('More than a studio')
    for (const text of ['70+', '15+', '24/7', '95%', 'Artists trained', 'Success rate']) {
      expect(within(about).getByText(text)).toBeInTheDocument()
    }
    for (const feature of ['Professional Recording', 'Artist Development', 'Community Focus']) {
      expect(within(about).getByRole('heading', { name: feature })).toBeInTheDocument()
    }
    expect(within(about).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/login?mode=register',
    )
    expect(
      within(about).getByRole('link', { name: 'Learn More about Inganzo Records' }),
    ).toHaveAttribute('href', '/abouts')

    const programs = section('Our Programs')
    const names = within(programs)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(names).toEqual(['Label', 'Freestyle', 'Podcast', 'Competition', 'Cypher'])
    expect(within(programs).getByText(/under the Inganzo Records name/)).toBeInTheDocument()

    const mission = section('Mission, vision and values')
    for (const heading of [
      'Our Mission',
      'Our Vision',
      'Innovation',
      'Passion',
      'Unity',
      'Excellence',
    ]) {
      expect(within(mission).getByRole('heading', { name: heading })).toBeInTheDocument()
    }
    expect(within(mission).getByRole('link', { name: 'Join Our Community' })).toHaveAttribute(
      'href',
      '/login?mode=register',
    )
  })

  it('introduces the PR manager with 8+ years and a WhatsApp chat in a new tab', async () => {
    answerLists()
    await renderHome()
    const pr = section('Aline Uwase')
    expect(within(pr).getByText('Public Relations Manager')).toBeInTheDocument()
    expect(within(pr).getByText('8+ years of experience')).toBeInTheDocument()
    const chat = within(pr).getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' })
    expect(chat).toHaveAttribute('href', 'https://wa.me/250788123456')
    expect(chat).toHaveAttribute('target', '_blank')
    expect(chat.getAttribute('rel')).toContain('noopener')
  })

  it('previews the first four producers, artists and gallery items, linking to their pages', async () => {
    answerLists()
    await renderHome()
    const cases = [
      ['Our Producers', 'Producer', 'View all producers', '/producers', '/producer/producer-1'],
      ['Our Artists', 'Artist', 'View all artists', '/artists', '/artist/artist-1'],
      ['Gallery', 'Photo', 'View the gallery', '/gallery', '/gallery/gallery-1'],
    ] as const
    for (const [title, prefix, viewAll, listPath, firstPath] of cases) {
      const preview = section(title)
      expect(await within(preview).findByRole('link', { name: `${prefix} 1` })).toHaveAttribute(
        'href',
        firstPath,
      )
      for (const n of [2, 3, 4]) {
        expect(within(preview).getByRole('link', { name: `${prefix} ${n}` })).toBeInTheDocument()
      }
      expect(within(preview).queryByRole('link', { name: `${prefix} 5` })).not.toBeInTheDocument()
      expect(within(preview).getByRole('link', { name: viewAll })).toHaveAttribute('href', listPath)
    }
  })

  it('shows skeletons while the lists load', async () => {
    answerLists({ producer: 'pending', artist: 'pending', gallery: 'pending' })
    await renderHome()
    for (const label of ['Loading producers', 'Loading artists', 'Loading gallery']) {
      const loading = screen.getByRole('status', { name: label })
      expect(loading.children).toHaveLength(4)
    }
  })

  it('shows each empty state', async () => {
    answerLists({ producer: 'empty', artist: 'empty', gallery: 'empty' })
    await renderHome()
    expect(await screen.findByText('No producers found')).toBeInTheDocument()
    expect(await screen.findByText('No artists found')).toBeInTheDocument()
    expect(await screen.findByText('No gallery items yet')).toBeInTheDocument()
  })

  it('shows an error with a retry that loads the list again', async () => {
    answerLists({ producer: 'error', gallery: 'error' })
    const { user } = await renderHome()
    const preview = section('Our Producers')
    const alert = await within(preview).findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load producers. Please try again.')
    expect(await within(section('Gallery')).findByRole('alert')).toHaveTextContent(
      'Failed to load gallery',
    )
    // The artists preview is unaffected by the other lists' failures.
    expect(
      await within(section('Our Artists')).findByRole('link', { name: 'Artist 1' }),
    ).toBeVisible()

    server.use(
      http.get(apiUrl('/producer'), () => HttpResponse.json({ success: true, data: producers })),
    )
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(preview).findByRole('link', { name: 'Producer 1' })).toBeInTheDocument()
    await waitFor(() => expect(within(preview).queryByRole('alert')).not.toBeInTheDocument())
  })

  it('is written in French when French is chosen', async () => {
    answerLists()
    const { i18n } = renderApp('/')
    await i18n.changeLanguage('fr')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Votre son, façonné à Kigali' },
        LAZY_PAGE,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Rejoindre le studio' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Nos programmes' })).toBeInTheDocument()
    expect(
      await screen.findByRole('button', { name: 'Envoyer le message' }, LAZY_PAGE),
    ).toBeInTheDocument()
  })
})
