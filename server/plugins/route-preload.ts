import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * `<link rel="modulepreload">` hints for the page a request opens. Every page but home is its own
 * chunk (src/app/router.tsx), which the browser otherwise discovers only after the entry has run;
 * with the hints it fetches the page's chunks, and its English translations (always loaded: the
 * fallback language), alongside the entry. Read from Vite's manifest once, at start.
 *
 * No preload for the page's API list: the SPA reads it with XMLHttpRequest (src/api/client.ts),
 * which a `preload as="fetch"` is not guaranteed to serve, and a missed preload is a second
 * download of the list. The first cards' images are fetched with high priority instead.
 */

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/** The public pages a visit starts on: path pattern, route module, translation namespace. */
export const PRELOADED_PAGES: { pattern: RegExp; module: string; namespace: string }[] = [
  {
    pattern: /^\/artists\/?$/,
    module: 'src/features/artists/routes/artists.tsx',
    namespace: 'talent',
  },
  {
    pattern: /^\/artist\/[^/]+\/?$/,
    module: 'src/features/artists/routes/artist.tsx',
    namespace: 'talent',
  },
  {
    pattern: /^\/producers\/?$/,
    module: 'src/features/producers/routes/producers.tsx',
    namespace: 'talent',
  },
  {
    pattern: /^\/producer\/[^/]+\/?$/,
    module: 'src/features/producers/routes/producer.tsx',
    namespace: 'talent',
  },
  {
    pattern: /^\/filmmakers\/?$/,
    module: 'src/features/filmmakers/routes/filmmakers.tsx',
    namespace: 'talent',
  },
  {
    pattern: /^\/filmmakers\/[^/]+\/?$/,
    module: 'src/features/filmmakers/routes/filmmaker.tsx',
    namespace: 'talent',
  },
  {
    pattern: /^\/gallery\/?$/,
    module: 'src/features/gallery/routes/gallery.tsx',
    namespace: 'gallery',
  },
  {
    pattern: /^\/gallery\/[^/]+\/?$/,
    module: 'src/features/gallery/routes/gallery-item.tsx',
    namespace: 'gallery',
  },
  { pattern: /^\/musics\/?$/, module: 'src/features/music/routes/music.tsx', namespace: 'music' },
]

/** A chunk's file and those of the chunks it imports statically, entries left out (already loading). */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || chunk.isEntry || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((name) => chunkFiles(manifest, name, seen))]
}

function readManifest(distDir: string): Manifest | undefined {
  const manifestPath = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) return undefined
  try {
    return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  } catch {
    return undefined
  }
}

/**
 * The hints of every preloaded page, computed once: (pathname) => the `<link>` tags for it, or ''
 * for any other page (or when dist/ has no manifest).
 */
export function createRoutePreloads(distDir: string): (pathname: string) => string {
  const manifest = readManifest(distDir)
  if (!manifest) return () => ''
  const hints = PRELOADED_PAGES.map(({ pattern, module, namespace }) => {
    const files = [
      ...chunkFiles(manifest, module),
      ...chunkFiles(manifest, `locales/en/${namespace}.json`),
    ]
    const tags = [...new Set(files)].map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}" />`,
    )
    return { pattern, html: tags.join('\n    ') }
  })
  return (pathname) => hints.find(({ pattern }) => pattern.test(pathname))?.html ?? ''
}

/** index.html with `tags` at the end of its <head>. */
export function injectHeadTags(html: string, tags: string): string {
  if (!tags) return html
  return html.replace(
    /([ \t]*)<\/head>/i,
    (end: string, indent: string) => `${indent}  ${tags}\n${end}`,
  )
}
