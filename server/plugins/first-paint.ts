import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../contract/constants'

/**
 * The server-rendered first paint of the public pages (src/entry-server.tsx, built by
 * `npm run build` into dist-server/). Without it a phone paints nothing until the entry script
 * (~145 kB gzip) has downloaded and run; with it, the page's header, heading and first cards
 * paint from the HTML. docs/decisions/005-server-first-paint.md.
 */
export type FirstPaintRenderer = (input: {
  url: string
  preloaded?: { url: string; body: string }
}) => Promise<string | undefined>

/** The built renderer, or undefined when there is none (no build, or a build without it). */
export async function loadFirstPaint(entry: string): Promise<FirstPaintRenderer | undefined> {
  if (!existsSync(entry)) return undefined
  const module = (await import(pathToFileURL(entry).href)) as {
    renderFirstPaint?: FirstPaintRenderer
  }
  return module.renderFirstPaint
}

/**
 * Whether the visitor's browser asks for English first among the site's languages, as the SPA's
 * language detector would pick it (src/lib/i18n.ts) when nothing is stored. The first paint is
 * English: someone reading French must not see English flash by.
 */
export function prefersEnglish(acceptLanguage: string | undefined): boolean {
  const supported: readonly string[] = LANGUAGES
  const first = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return {
        language: tag.split('-')[0]?.toLowerCase() ?? '',
        q: q === undefined ? 1 : Number(q),
      }
    })
    .filter(({ language, q }) => q > 0 && supported.includes(language))
    .sort((a, b) => b.q - a.q)[0]
  return (first?.language ?? DEFAULT_LANGUAGE) === 'en'
}

/** The attribute index.html's inline script and the SPA look for (src/main.tsx). */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint'

/** public/first-paint.js, which starts the SPA on a page with a first paint. */
export const FIRST_PAINT_LOADER = '/first-paint.js'

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /(?<!\s)\s*<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g

/**
 * index.html with the markup inside #root, `inert`: until the SPA replaces it, it is a picture of
 * the page, not yet a page to use (its buttons do nothing before the scripts run).
 *
 * The entry's module script and the page's modulepreloads give way to public/first-paint.js,
 * which fetches them once the page has loaded and painted: with the page on screen, the
 * scripts (~145 kB gzip) are no longer what the visitor waits for, and on a phone's ~1.6 Mbit/s
 * they would hold back the stylesheet and the first card's image. Without a markup, or an
 * index.html whose entry tag is not Vite's, the page is served as it was.
 */
export function withFirstPaint(html: string, markup: string | undefined): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!markup || !entry) return html
  const modules: string[] = []
  const loader = () =>
    `<script src="${FIRST_PAINT_LOADER}" data-entry="${entry}" data-modules="${modules.join(' ')}" defer></script>`
  return html
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      modules.push(href)
      return ''
    })
    .replace(ENTRY_SCRIPT, loader)
    .replace(
      /<div id="root"><\/div>/,
      () => `<div id="root"><div ${FIRST_PAINT_ATTRIBUTE} inert>${markup}</div></div>`,
    )
}

/** How long a rendered page is kept: it holds time-relative text ("released 3 days ago", the year). */
export const FIRST_PAINT_MAX_AGE_MS = 5 * 60_000

/**
 * Renders a page again only when its list answer changed or its render is older than
 * FIRST_PAINT_MAX_AGE_MS: a render costs 10-20 ms of the server's CPU, and the guest lists change
 * only when an admin edits them. One entry per path (the latest answer), and the caller renders
 * only the fixed paths of the public pages, never a URL a visitor made up.
 */
export function cachedRenderer(
  render: FirstPaintRenderer,
  { maxAgeMs = FIRST_PAINT_MAX_AGE_MS, now = Date.now } = {},
): FirstPaintRenderer {
  interface Entry {
    body: string | undefined
    at: number
    markup: Promise<string | undefined>
  }
  const cache = new Map<string, Entry>()
  return (input) => {
    const hit = cache.get(input.url)
    if (hit && hit.body === input.preloaded?.body && now() - hit.at < maxAgeMs) return hit.markup
    const entry: Entry = { body: input.preloaded?.body, at: now(), markup: render(input) }
    cache.set(input.url, entry)
    // A failed render is not kept: the next request tries again.
    entry.markup.catch(() => {
      if (cache.get(input.url) === entry) cache.delete(input.url)
    })
    return entry.markup
  }
}
