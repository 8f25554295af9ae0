import { describe, expect, it } from 'vitest'
import type { Artist, MusicTrack } from '../../contract'
import type { PublicReads, RenderResult } from '../../contract/ssr'
import { render } from '../../src/entry-server'

/**
 * The server's render (src/entry-server.tsx): the SPA's own routes and components rendered to
 * HTML in Node, in the visitor's language, with what the page's prefetch read. The browser
 * hydrates this HTML from the state it carries, so both must be the page the SPA renders.
 */

const artist = (id: string, name: string): Artist => ({
  _id: id,
  name,
  bio: `${name} sings about home.`,
  age: null,
  management: 'Kivu Sound Collective',
  image: `/media/${id.repeat(8)}.jpg`,
  imageUrl: `/media/${id.repeat(8)}.jpg`,
  socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
  createdAt: '2026-10-23T21:55:53.749Z',
  updatedAt: '2026-10-23T21:55:53.749Z',
})

const track: MusicTrack = {
  _id: 'track-1',
  title: 'Akabyiniro',
  artist: 'Eliane Ishimwe',
  album: 'Log Drum Sundays',
  genre: 'Other',
  releaseDate: '2026-10-24T08:41:03.749Z',
  duration: 67,
  coverImageUrl: '',
  audioUrl: '/media/track.mp3',
  youtubeLink: '',
  tags: [],
  isActive: true,
  playCount: 99,
  userPlays: 0,
  createdAt: '2026-10-23T21:55:53.749Z',
  updatedAt: '2026-10-23T21:55:53.749Z',
} as MusicTrack

const none = () => Promise.reject(new Error('this page should not read this'))
/** A page of `docs` as the reads answer it (contract/ssr.ts). */
const pageOf = <T>(docs: T[]) =>
  Promise.resolve({ docs, total: docs.length, page: 1, limit: 24, pages: 1 })
const reads: PublicReads = {
  artists: () => pageOf([artist('aaaaaaaa', 'Eliane Ishimwe'), artist('bbbbbbbb', 'Kagabo')]),
  artist: (id) => Promise.resolve(id === 'aaaaaaaa' ? artist(id, 'Eliane Ishimwe') : undefined),
  producers: none,
  producer: none,
  filmmakers: none,
  filmmaker: none,
  gallery: none,
  galleryItem: none,
  music: () => pageOf([track]),
  track: (id) =>
    Promise.resolve(
      id === track._id
        ? track
        : id === 'track-off'
          ? { ...track, _id: id, title: 'Taken down', isActive: false }
          : undefined,
    ),
  artistIds: (names) =>
    Promise.resolve(
      Object.fromEntries(
        names.map((name) => [name.trim().toLowerCase(), /eliane/i.test(name) ? 'aaaaaaaa' : null]),
      ),
    ),
}

async function page(url: string, language: 'en' | 'fr' | 'es' | 'rw' = 'en') {
  const result = await render({ url, language, reads, origin: 'https://label.example' })
  expect(result?.kind).toBe('page')
  return result as Extract<RenderResult, { kind: 'page' }>
}

const stateOf = (result: { state: string }) =>
  JSON.parse(/<script[^>]*>(.*)<\/script>/s.exec(result.state)?.[1] ?? 'null') as {
    language: string
    resources: Record<string, Record<string, unknown>>
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
  }

const jsonLd = (head: string) => {
  const text = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1]
  return text === undefined ? undefined : (JSON.parse(text) as unknown)
}

describe('render', () => {
  it('renders /artists in French with its cards, in a CSS grid until hydrated', async () => {
    const result = await page('/artists', 'fr')
    expect(result.status).toBe(200)
    expect(result.html).toContain('Nos artistes')
    expect(result.html).toContain('Aller au contenu')
    expect(result.html).toContain('Eliane Ishimwe')
    expect(result.html).toContain('Kagabo')
    expect(result.html).toContain('grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3')
    // The first card's image is eager, with the server's variants; the others hold their
    // placeholder, as in the browser's first render.
    expect(result.html).toMatch(
      /<img[^>]+srcSet="\/media\/a{64}-320\.webp 320w[^"]*"[^>]+loading="eager"/,
    )
    expect(result.html).toMatch(/<img src="data:image\/svg\+xml[^"]*"[^>]+loading="lazy"/)
    expect(result.html).not.toContain('<!--$!-->')
    expect(result.head).toContain('<title>Nos artistes · Inganzo Records</title>')
    expect(result.modules).toEqual(['src/app/routes/artists.tsx'])
  })

  it('hands the browser its language, the translations it used and the query cache', async () => {
    const state = stateOf(await page('/artists', 'rw'))
    expect(state.language).toBe('rw')
    expect(Object.keys(state.resources).sort()).toEqual(['en', 'rw'])
    expect(Object.keys(state.resources.rw ?? {}).sort()).toEqual(['common', 'talent'])
    const [list] = state.queries.queries
    // The page the browser's first query reads: page 1 of the guest's list, no filter.
    expect(list?.queryKey).toEqual(['artists', 'page', 'guest', {}])
    expect((list?.state.data as { docs: { name: string }[] }).docs.map(({ name }) => name)).toEqual(
      ['Eliane Ishimwe', 'Kagabo'],
    )
  })

  it('escapes what an admin typed, in the page and in its data block', async () => {
    const evil = { ...reads, artists: () => pageOf([artist('cccccccc', '</script><b>x')]) }
    const result = await render({ url: '/artists', language: 'en', reads: evil, origin: '' })
    if (result?.kind !== 'page') throw new Error('no page')
    expect(result.html).toContain('&lt;/script&gt;&lt;b&gt;x')
    expect(result.state).not.toContain('</script><b>')
    expect(result.state).toContain('\\u003c/script>\\u003cb>x')
  })

  it('renders the home page down to the sections that load as the visitor scrolls', async () => {
    const result = await page('/', 'es')
    expect(result.html).toContain('data-deferred')
    expect(stateOf(result).queries.queries).toEqual([])
    expect(result.modules).toEqual([])
    expect(jsonLd(result.head)).toMatchObject({
      '@type': 'Organization',
      name: 'Inganzo Records',
      url: 'https://label.example/',
    })
  })

  it('renders /musics with its tracks and a detail page with its record', async () => {
    const music = await page('/musics')
    expect(music.html).toContain('Log Drum Sundays')
    // Each card's artist is linked in the server's HTML: the browser asks the API nothing.
    expect(music.html).toMatch(/<a [^>]*href="\/artist\/aaaaaaaa"[^>]*>Eliane Ishimwe<\/a>/)
    expect(jsonLd(music.head)).toMatchObject({
      '@type': 'ItemList',
      itemListElement: [{ item: { '@type': 'MusicRecording', name: 'Akabyiniro' } }],
    })
    const detail = await page('/artist/aaaaaaaa')
    expect(detail.html).toContain('Eliane Ishimwe')
    // The artist's releases are in the HTML too: the browser asks the API nothing for them.
    expect(detail.html).toContain('aria-label="Play Akabyiniro by Eliane Ishimwe"')
    expect(detail.head).toContain('<title>Eliane Ishimwe · Inganzo Records</title>')
    expect(jsonLd(detail.head)).toMatchObject({
      '@type': 'MusicGroup',
      name: 'Eliane Ishimwe',
      url: 'https://label.example/artist/aaaaaaaa',
      image: `https://label.example/media/${'aaaaaaaa'.repeat(8)}.jpg`,
    })
  })

  it('renders a track page with its player, title and MusicRecording; a deleted one as gone', async () => {
    const result = await page('/musics/track-1', 'fr')
    expect(result.html).toContain('Akabyiniro')
    expect(result.html).toContain('Log Drum Sundays')
    expect(result.html).toMatch(/aria-label="Écouter Akabyiniro/)
    expect(result.html).toMatch(/<a [^>]*href="\/artist\/aaaaaaaa"[^>]*>Eliane Ishimwe<\/a>/)
    expect(result.head).toContain('<title>Akabyiniro – Eliane Ishimwe · Inganzo Records</title>')
    expect(jsonLd(result.head)).toMatchObject({
      '@type': 'MusicRecording',
      name: 'Akabyiniro',
      url: 'https://label.example/musics/track-1',
      duration: 'PT1M7S',
      interactionStatistic: { userInteractionCount: 99 },
    })
    const gone = await page('/musics/track-off')
    expect(gone.html).toContain('This track is no longer available')
    expect(gone.html).not.toContain('Taken down by')
    expect(jsonLd(gone.head)).toBeUndefined()
  })

  it('leaves a missing record to the browser, which asks the API and shows its 404', async () => {
    const result = await page('/artist/nope')
    expect(stateOf(result).queries.queries).toEqual([])
    expect(result.html).not.toContain('Eliane Ishimwe')
    expect(jsonLd(result.head)).toBeUndefined()
  })

  it('answers 404 with the not-found page for an unknown address', async () => {
    const result = await page('/no/such/page', 'fr')
    expect(result.status).toBe(404)
    expect(result.modules).toEqual(['src/app/routes/not-found.tsx'])
  })
})
