import { describe, expect, it, vi } from 'vitest'
import {
  cachedRenderer,
  prefersEnglish,
  withFirstPaint,
  type FirstPaintRenderer,
} from '../../server/plugins/first-paint'

const INDEX = `<html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/artists-1.js" />
    <link rel="modulepreload" crossorigin href="/assets/common-2.js" />
  </head><body><div id="root"></div></body></html>`

describe('prefersEnglish', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['en-US,en;q=0.9', true],
    ['de-DE,de;q=0.9', true], // none of the site's languages: the SPA falls back to English
    ['de-DE,en;q=0.8,fr;q=0.5', true],
    ['fr-FR,fr;q=0.9,en;q=0.8', false],
    ['rw', false],
    ['es;q=0.4,en;q=0.9', true], // by weight, not by position
    ['en;q=0,fr', false], // q=0 means "not English"
  ])('%s -> %s', (header, expected) => {
    expect(prefersEnglish(header)).toBe(expected)
  })
})

describe('withFirstPaint', () => {
  it('puts the markup in #root and hands the scripts to the loader, preloads included', () => {
    const html = withFirstPaint(INDEX, '<h1>Our Artists</h1>')
    expect(html).toContain(
      '<div id="root"><div data-first-paint inert><h1>Our Artists</h1></div></div>',
    )
    expect(html).toContain(
      '<script src="/first-paint.js" data-entry="/assets/index-abc.js" data-modules="/assets/artists-1.js /assets/common-2.js" defer></script>',
    )
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('modulepreload')
  })

  it('leaves the page as it was without markup or without a Vite entry tag', () => {
    expect(withFirstPaint(INDEX, undefined)).toBe(INDEX)
    expect(withFirstPaint(INDEX, '')).toBe(INDEX)
    const other = INDEX.replace('type="module" crossorigin', 'type="module"')
    expect(withFirstPaint(other, '<h1>x</h1>')).toBe(other)
  })

  it('takes the markup literally ($& and $1 are text, not replacement patterns)', () => {
    expect(withFirstPaint(INDEX, '<p>$& $1 $$</p>')).toContain('<p>$& $1 $$</p>')
  })
})

describe('cachedRenderer', () => {
  it('renders a page once per list answer and again when the answer changes', async () => {
    const render = vi.fn<FirstPaintRenderer>(({ url }) => Promise.resolve(`<h1>${url}</h1>`))
    const cached = cachedRenderer(render)
    const artists = { url: '/api/v1/artist', body: '[1]' }
    expect(await cached({ url: '/artists', preloaded: artists })).toBe('<h1>/artists</h1>')
    await cached({ url: '/artists', preloaded: artists })
    await cached({ url: '/', preloaded: undefined })
    await cached({ url: '/', preloaded: undefined })
    expect(render).toHaveBeenCalledTimes(2)
    await cached({ url: '/artists', preloaded: { ...artists, body: '[1,2]' } })
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('renders again once its render is older than the time limit', async () => {
    const render = vi.fn<FirstPaintRenderer>(() => Promise.resolve('<footer>2026</footer>'))
    let time = 0
    const cached = cachedRenderer(render, { maxAgeMs: 1000, now: () => time })
    await cached({ url: '/' })
    time = 999
    await cached({ url: '/' })
    expect(render).toHaveBeenCalledTimes(1)
    time = 1000
    await cached({ url: '/' })
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('does not keep a failed render', async () => {
    const render = vi
      .fn<FirstPaintRenderer>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue('<h1>ok</h1>')
    const cached = cachedRenderer(render)
    await expect(cached({ url: '/' })).rejects.toThrow('boom')
    expect(await cached({ url: '/' })).toBe('<h1>ok</h1>')
  })
})
