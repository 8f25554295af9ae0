import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { IMAGE_SIZES, imageSources } from '../../contract/media'
import { escapeHtml } from './open-graph'

/**
 * A head start for the public list pages. Without one, a phone renders a list only after the
 * entry script, the page's chunk and the list call, one after the other, and the largest paint
 * (the first card's image) waits for all three: Lighthouse counted 2.1-2.7 s of "load delay".
 * index.html served for these pages carries, in its <head>:
 *
 * - `<link rel=modulepreload>` of the page's chunks and its English translations (English is
 *   always loaded, as the fallback), so they download beside the entry instead of after it runs;
 * - the guest answer of the list call, as a JSON data block the list query takes as its initial
 *   data (src/api/preloaded.ts): the first render has the cards;
 * - a `<link rel=preload>` of the first card's image, with the card's own srcset and sizes
 *   (contract/media.ts; any difference and the browser would fetch a second file).
 *
 * `module` and `namespaces` repeat what src/app/router.tsx loads for the page;
 * tests/server/spa.test.ts checks them against it.
 */
export interface ListPage {
  path: string
  api: string
  module: string
  /** The page's own translations; 'common', which every page uses, is added to them. */
  namespaces: string[]
  imageSizes?: string
}

export const LIST_PAGES: readonly ListPage[] = [
  {
    path: '/artists',
    api: '/api/v1/artist',
    module: 'src/features/artists/routes/artists.tsx',
    namespaces: ['talent'],
    imageSizes: IMAGE_SIZES.grid3,
  },
  {
    path: '/producers',
    api: '/api/v1/producer',
    module: 'src/features/producers/routes/producers.tsx',
    namespaces: ['talent'],
    imageSizes: IMAGE_SIZES.grid3,
  },
  {
    path: '/filmmakers',
    api: '/api/v1/filmmaker',
    module: 'src/features/filmmakers/routes/filmmakers.tsx',
    namespaces: ['talent'],
    imageSizes: IMAGE_SIZES.grid3,
  },
  {
    path: '/gallery',
    api: '/api/v1/gallery',
    module: 'src/features/gallery/routes/gallery.tsx',
    namespaces: ['gallery'],
    imageSizes: IMAGE_SIZES.grid3,
  },
  // The page's largest paint is its heading; the data still saves the call's round trip.
  {
    path: '/musics',
    api: '/api/v1/music',
    module: 'src/features/music/routes/music.tsx',
    namespaces: ['music'],
  },
]

/** Vite's build manifest (dist/.vite/manifest.json): source path -> built chunk. */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

export function readManifest(distDir: string): Manifest | undefined {
  const path = join(distDir, '.vite', 'manifest.json')
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined
}

/**
 * The modulepreload tags of a page: its chunk and the chunks it imports (not the entry, which
 * index.html loads already), then its English translations. '' without a manifest.
 */
export function modulePreloadTags(manifest: Manifest | undefined, page: ListPage): string {
  if (!manifest) return ''
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(page.module)
  for (const namespace of ['common', ...page.namespaces]) visit(`locales/en/${namespace}.json`)
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
    .join('\n    ')
}

/** The id the SPA looks for (src/api/preloaded.ts). */
export const PRELOADED_DATA_ID = 'api-preload'

interface ListedItem {
  image?: unknown
  imageUrl?: unknown
}

function firstImage(body: unknown): string | undefined {
  // Most lists are a bare array; the producers' comes in the { success, data } envelope.
  const items: unknown = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
  const first = Array.isArray(items) ? (items[0] as ListedItem | undefined) : undefined
  const image = first?.image || first?.imageUrl
  return typeof image === 'string' && image ? image : undefined
}

export function imagePreloadTag(url: string, sizes: string): string {
  const { src, srcSet } = imageSources(url)
  const responsive = srcSet
    ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"`
    : ''
  // High, like the scripts: it is the page's largest paint, not a picture further down.
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(src)}"${responsive} />`
}

/**
 * A JSON data block (never executed, so the CSP has nothing to allow). `<` only occurs inside
 * JSON strings, where `\u003c` means the same: no title can close the element or open a comment.
 */
export function dataBlockTag(url: string, json: string): string {
  const safe = json.replace(/</g, '\\u003c')
  return `<script type="application/json" id="${PRELOADED_DATA_ID}" data-url="${escapeHtml(url)}">${safe}</script>`
}

/**
 * The tags for one list page, from the API itself (its guest cache, its order: what a guest's
 * SPA renders first), and the answer they carry; no tags when the list cannot be read.
 * `preloadImage` is false for a filtered view (/gallery?category=...), whose first card may be
 * another.
 */
export async function listPageHead(
  app: FastifyInstance,
  page: ListPage,
  options: { preloadImage: boolean },
): Promise<{ tags: string; body?: string }> {
  const response = await app.inject({ method: 'GET', url: page.api })
  if (response.statusCode !== 200) return { tags: '' }
  const tags = [dataBlockTag(page.api, response.body)]
  const image = options.preloadImage && page.imageSizes ? firstImage(response.json()) : undefined
  if (image && page.imageSizes) tags.unshift(imagePreloadTag(image, page.imageSizes))
  return { tags: tags.join('\n    '), body: response.body }
}

/** index.html with tags added at the end of its <head>. */
export const withHeadTags = (html: string, tags: string) =>
  tags ? html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`) : html
