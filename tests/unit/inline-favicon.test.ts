import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FAVICON_LINK, faviconDataUrl, inlineFavicon } from '../../scripts/vite-inline-favicon'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
const ICON = new URL('../../public/favicon.svg', import.meta.url).pathname

/** Runs the plugin's HTML hook as Vite would on an HTML entry. */
function transform(html: string, path = '/index.html') {
  const hook = inlineFavicon(ICON).transformIndexHtml as (
    html: string,
    context: { path: string },
  ) => string
  return hook(html, { path })
}

describe('the favicon written into the page', () => {
  it('replaces the icon link of both HTML entries, and nothing else', () => {
    for (const file of ['index.html', 'embed.html']) {
      const html = read(file)
      const out = transform(html, `/${file}`)
      expect(out).not.toContain('/favicon.svg')
      expect(out).toContain('<link rel="icon" href="data:image/svg+xml,')
      expect(out.replace(/<link rel="icon"[^>]*>/, FAVICON_LINK)).toBe(html)
    }
  })

  it('is the same picture as public/favicon.svg', () => {
    const svg = read('public/favicon.svg')
    const url = faviconDataUrl(svg)
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length))
    const shapes = (markup: string) => markup.replace(/["']/g, '"').replace(/>\s+</g, '><').trim()
    expect(shapes(decoded)).toBe(shapes(svg))
    // Safe inside a double-quoted attribute, and no fragment or stray escape in the URL.
    expect(url).not.toMatch(/["#<>\n]/)
  })

  it('fails the build when an entry writes the link otherwise', () => {
    expect(() => transform('<html><head></head></html>')).toThrow(/0 times/)
    expect(() => transform(`${FAVICON_LINK}${FAVICON_LINK}`)).toThrow(/2 times/)
  })
})
