import { describe, expect, it, vi } from 'vitest'
import type { RenderInput, RenderResult } from '../../contract/ssr'
import { languageLinkTags, routeModulesMeta } from '../../server/ssr/head'
import { acceptedLanguage, cookieValue, pickLanguage } from '../../contract/language'
import { cachedRender } from '../../server/ssr/renderer'
import { parseTemplate } from '../../server/ssr/template'

/** The server's side of rendering (server/ssr/): language, head tags, template, render cache. */

describe('pickLanguage', () => {
  const pick = (query: string | null, cookie?: string, acceptLanguage?: string) =>
    pickLanguage({ query, cookie, acceptLanguage })

  it('takes ?lng=, then the stored choice, then Accept-Language, then English', () => {
    expect(pick('rw', 'i18next=fr', 'es')).toBe('rw')
    expect(pick(null, 'theme=dark; i18next=fr', 'es')).toBe('fr')
    expect(pick('de', 'i18next=de', 'es-MX,es;q=0.9')).toBe('es')
    expect(pick(null, undefined, 'de-DE, sw;q=0.8')).toBe('en')
    expect(pick(null)).toBe('en')
  })

  it("reads Accept-Language by q-value, then order, as the browser's detector does", () => {
    expect(acceptedLanguage('en;q=0.5, fr-CA;q=0.8')).toBe('fr')
    expect(acceptedLanguage('de, rw, fr')).toBe('rw')
    expect(acceptedLanguage('fr;q=0, es;q=0.1')).toBe('es')
    expect(acceptedLanguage('*')).toBeUndefined()
  })

  it('reads one cookie; a malformed value is none', () => {
    expect(cookieValue('a=1; i18next=es; b=2', 'i18next')).toBe('es')
    expect(cookieValue('xi18next=es', 'i18next')).toBeUndefined()
    expect(cookieValue('i18next=%E0%A4%A', 'i18next')).toBeUndefined()
  })
})

describe('head tags', () => {
  it('links the page in each language by ?lng=, canonical in its own, no x-default', () => {
    const tags = languageLinkTags('https://label.example', '/artists', 'fr').split('\n    ')
    expect(tags).toEqual([
      '<link rel="canonical" href="https://label.example/artists?lng=fr" />',
      '<link rel="alternate" hreflang="en" href="https://label.example/artists?lng=en" />',
      '<link rel="alternate" hreflang="fr" href="https://label.example/artists?lng=fr" />',
      '<link rel="alternate" hreflang="es" href="https://label.example/artists?lng=es" />',
      '<link rel="alternate" hreflang="rw" href="https://label.example/artists?lng=rw" />',
    ])
    expect(languageLinkTags('', '/a"b', 'en')).toContain('href="/a&quot;b?lng=en"')
  })

  it("names a page's chunks and their imports once, never the entry, for the loader", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/a.tsx': { file: 'assets/a.js', imports: ['index.html', '_site.js'] },
      'src/b.tsx': { file: 'assets/b.js', imports: ['_site.js'] },
      '_site.js': { file: 'assets/site.js', imports: ['index.html'] },
    }
    expect(routeModulesMeta(manifest, ['src/a.tsx', 'src/b.tsx', 'src/gone.tsx'])).toBe(
      '<meta name="app-modules" content="/assets/a.js /assets/site.js /assets/b.js" />',
    )
    expect(routeModulesMeta(undefined, ['src/a.tsx'])).toBe('')
    expect(routeModulesMeta(manifest, ['src/gone.tsx'])).toBe('')
  })
})

describe('parseTemplate', () => {
  const INDEX = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><!--app-head--><title>Site</title><!--/app-head--><script src="/e.js"></script></head>',
    '<body><div id="root"><!--app-html--></div><!--app-state--></body>',
    '</html>',
  ].join('\n')

  it('fills the language, head, page and state slots, taking the parts literally', () => {
    const fill = parseTemplate(INDEX)
    expect(
      fill?.({ language: 'rw', head: '<title>$&</title>', html: '<p>$1</p>', state: '<i>s</i>' }),
    ).toBe(
      [
        '<!doctype html>',
        '<html lang="rw">',
        '<head><title>$&</title><script src="/e.js"></script></head>',
        '<body><div id="root"><p>$1</p></div><i>s</i></body>',
        '</html>',
      ].join('\n'),
    )
  })

  it('refuses an index.html without its slots, or with one twice', () => {
    expect(parseTemplate(INDEX.replace('<!--app-state-->', ''))).toBeUndefined()
    expect(parseTemplate(INDEX.replace('<html lang="en">', '<html>'))).toBeUndefined()
    expect(parseTemplate(`${INDEX}<!--app-html-->`)).toBeUndefined()
  })
})

describe('cachedRender', () => {
  const page = (html: string): RenderResult => ({
    kind: 'page',
    status: 200,
    html,
    head: '',
    state: '',
    modules: [],
  })
  const input = (url: string, language: RenderInput['language'] = 'en'): RenderInput => ({
    url,
    language,
    reads: {} as RenderInput['reads'],
    origin: '',
  })

  it('renders a page once per language and address, and again after clear()', async () => {
    const render = vi.fn(({ url, language }: RenderInput) =>
      Promise.resolve(page(`${language}${url}`)),
    )
    const cached = cachedRender(render)
    await cached(input('/a'))
    await cached(input('/a'))
    await cached(input('/a', 'fr'))
    await cached(input('/b'))
    expect(render).toHaveBeenCalledTimes(3)
    cached.clear()
    await cached(input('/a'))
    expect(render).toHaveBeenCalledTimes(4)
  })

  it('renders again once its render is older than the time limit', async () => {
    let now = 0
    const render = vi.fn(() => Promise.resolve(page('x')))
    const cached = cachedRender(render, { maxAgeMs: 1000, now: () => now })
    await cached(input('/a'))
    now = 999
    await cached(input('/a'))
    now = 1000
    await cached(input('/a'))
    expect(render).toHaveBeenCalledTimes(2)
  })

  it('keeps at most maxEntries renders, the oldest going first', async () => {
    const render = vi.fn(({ url }: RenderInput) => Promise.resolve(page(url)))
    const cached = cachedRender(render, { maxEntries: 2 })
    for (const url of ['/a', '/b', '/c', '/b', '/a']) await cached(input(url))
    expect(render.mock.calls.map(([{ url }]) => url)).toEqual(['/a', '/b', '/c', '/a'])
  })

  it('does not keep a failed render or one it could not make', async () => {
    const render = vi
      .fn<(input: RenderInput) => Promise<RenderResult | undefined>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue(page('ok'))
    const cached = cachedRender(render)
    await expect(cached(input('/a'))).rejects.toThrow('down')
    await expect(cached(input('/a'))).resolves.toBeUndefined()
    await expect(cached(input('/a'))).resolves.toMatchObject({ html: 'ok' })
    await cached(input('/a'))
    expect(render).toHaveBeenCalledTimes(3)
  })
})
