import { describe, expect, it } from 'vitest'
import { renderFirstPaint } from '../../src/entry-server'

/**
 * The server's first paint (src/entry-server.tsx): the SPA's own components rendered to HTML in
 * Node, for an English-speaking guest. What the browser paints must be the page the SPA then
 * renders: the shell, the page's heading and, for a list, its cards from the data handed over.
 */

const artist = (id: string, name: string) => ({
  _id: id,
  name,
  bio: `${name} sings about home.`,
  management: 'Kivu Sound Collective',
  image: `/media/${id.repeat(8)}.jpg`,
  socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
})

describe('renderFirstPaint', () => {
  it('renders /artists with the cards of the list it is given, in a CSS grid', async () => {
    const body = JSON.stringify([
      artist('aaaaaaaa', 'Eliane Ishimwe'),
      artist('bbbbbbbb', 'Kagabo'),
    ])
    const html = await renderFirstPaint({
      url: '/artists',
      preloaded: { url: '/api/v1/artist', body },
    })
    expect(html).toBeDefined()
    expect(html).toContain('Skip to content')
    expect(html).toContain('Our Artists')
    expect(html).toContain('Eliane Ishimwe')
    expect(html).toContain('Kagabo')
    // react-masonry-css needs the window; the server's grid has the same columns.
    expect(html).toContain('grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3')
    // The first card's image is eager, with the server's variants.
    expect(html).toMatch(/<img[^>]+srcSet="\/media\/a{64}-320\.webp 320w[^"]*"[^>]+loading="eager"/)
    // The others hold their placeholder, as in the SPA's first render, until they come near.
    expect(html).toMatch(/<img src="data:image\/svg\+xml[^"]*"[^>]+loading="lazy"/)
    expect(html).not.toContain('b'.repeat(64))
    // Nothing was left for the browser to render.
    expect(html).not.toContain('<!--$!-->')
  })

  it('renders the home page down to the sections that load as the visitor scrolls', async () => {
    const html = await renderFirstPaint({ url: '/' })
    expect(html).toContain('Your sound,')
    expect(html).toContain('data-deferred')
    expect(html).not.toContain('<!--$!-->')
  })

  it('renders /musics with its tracks', async () => {
    const body = JSON.stringify({
      success: true,
      data: {
        docs: [
          {
            _id: 'track-1',
            title: 'Akabyiniro',
            artist: 'Eliane Ishimwe',
            album: 'Log Drum Sundays',
            genre: 'Other',
            releaseDate: '2026-10-24T08:41:03.749Z',
            duration: 67,
            coverImageUrl: '',
            audioUrl: '/media/track.mp3',
            tags: [],
            isActive: true,
            playCount: 99,
            userPlays: 0,
            createdAt: '2026-10-23T21:55:53.749Z',
          },
        ],
      },
    })
    const html = await renderFirstPaint({
      url: '/musics',
      preloaded: { url: '/api/v1/music', body },
    })
    expect(html).toContain('Akabyiniro')
    expect(html).toContain('Log Drum Sundays')
  })

  it('hands the data to its own render only', async () => {
    const body = JSON.stringify([artist('cccccccc', 'Solange')])
    // The home page does not read the artists' list: the data must not outlive its render.
    await renderFirstPaint({ url: '/', preloaded: { url: '/api/v1/artist', body } })
    // Without data the list is still loading: the server only asks with data (plugins/spa.ts).
    const html = await renderFirstPaint({ url: '/artists' })
    expect(html).not.toContain('Solange')
  })
})
