import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** The icon link as index.html and embed.html write it. */
export const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />'

/**
 * The SVG as a `data:` URL for an attribute in double quotes: its own quotes made single, and
 * only the characters a URL or the attribute cannot hold as they are percent-encoded.
 */
export function faviconDataUrl(svg: string): string {
  const compact = svg
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/"/g, "'")
  return `data:image/svg+xml,${compact.replace(/[%#<>&]/g, (character) => encodeURIComponent(character))}`
}

/**
 * Writes the favicon into the page as a `data:` URL instead of linking `/favicon.svg`. The icon
 * request was the one request of a first visit that nothing waited for and that still moved
 * Lighthouse's LCP: whether the browser sent it just before or just after the first paint decided
 * whether its simulated link added a round trip, so the same page measured about 910 or about
 * 1,060 ms from one run to the next (docs/decisions/051-the-icon-in-the-page.md). `/favicon.svg`
 * stays, for `/favicon.ico` and the structured data's logo. The link must match exactly once: an
 * HTML entry that writes it otherwise fails the build rather than bringing the request back.
 */
export function inlineFavicon(svgFile: string): Plugin {
  let url: string | undefined
  return {
    name: 'inline-favicon',
    transformIndexHtml(html, context) {
      const matches = html.split(FAVICON_LINK).length - 1
      if (matches !== 1)
        throw new Error(`inline-favicon: ${context.path} has the icon link ${matches} times`)
      url ??= faviconDataUrl(readFileSync(svgFile, 'utf8'))
      return html.replace(FAVICON_LINK, `<link rel="icon" href="${url}" type="image/svg+xml" />`)
    },
  }
}
