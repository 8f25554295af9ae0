import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES, type Language } from '../../contract/constants'
import { ROUTE_MODULES_META } from '../../contract/ssr'
import { escapeHtml } from '../plugins/open-graph'
import { LANGUAGE_PARAM } from '../../contract/language'

/**
 * Tags the server adds to a rendered page's <head>, beside the render's own title and description.
 * docs/decisions/012-server-rendering-and-hydration.md.
 */

/**
 * The address of a page in one language: `?lng=` on the page's path, which the server honours
 * before any stored choice (./language.ts). Without a language: the page as negotiated (the
 * cookie, then Accept-Language), whose canonical link names the language it was served in.
 */
export function languageUrl(baseUrl: string, path: string, language?: Language): string {
  return language ? `${baseUrl}${path}?${LANGUAGE_PARAM}=${language}` : `${baseUrl}${path}`
}

/**
 * The canonical link of the page in `language` and its alternates in the four languages. No
 * `x-default`: the bare path is a negotiated alias whose canonical is one language's URL, and an
 * alias that is also an alternate reads as "canonical points to another hreflang location"
 * (Lighthouse's canonical audit, SEO 92 on every page measured at its bare path).
 */
export function languageLinkTags(baseUrl: string, path: string, language: Language): string {
  const link = (attributes: string, href: string) =>
    `<link ${attributes} href="${escapeHtml(href)}" />`
  return [
    link('rel="canonical"', languageUrl(baseUrl, path, language)),
    ...LANGUAGES.map((lng) =>
      link(`rel="alternate" hreflang="${lng}"`, languageUrl(baseUrl, path, lng)),
    ),
  ].join('\n    ')
}

/** Vite's build manifest (dist/.vite/manifest.json): source path -> built chunk. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

export function readManifest(distDir: string): Manifest | undefined {
  const path = join(distDir, '.vite', 'manifest.json')
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined
}

/**
 * The page's route modules (their source paths, which the render reports) as the files to
 * preload: their chunks and the chunks they import, not the entry. index.html's loader
 * (scripts/vite-load-after-first-paint.ts) reads them from this meta tag after the first paint
 * and preloads them beside the entry, so the page hydrates one round trip sooner without their
 * requests competing with the first paint. '' without a manifest.
 */
export function routeModulesMeta(manifest: Manifest | undefined, modules: string[]): string {
  if (!manifest) return ''
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  modules.forEach(visit)
  if (files.size === 0) return ''
  const content = [...files].map((file) => `/${file}`).join(' ')
  return `<meta name="${ROUTE_MODULES_META}" content="${escapeHtml(content)}" />`
}
