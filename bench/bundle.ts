import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BenchSuite, Measurement } from './types'

/**
 * The JavaScript and CSS a browser downloads on a first visit of a route, gzip level 9, computed
 * from Vite's manifest: the route's HTML entry (index.html, or embed.html for the embeddable
 * player) with its static imports and CSS, plus the lazy
 * chunks that route needs before it is usable (route modules, the English translation files)
 * with their own static imports and CSS. Shared chunks are counted once per visit.
 *
 * The lazy chunks are named by patterns over the manifest's source paths. A pattern that matches
 * nothing fails the bench: a renamed route module must not silently shrink the figures.
 */
export interface FirstVisit {
  route: string
  /** The HTML entry (its manifest key) the route is served from; index.html, the SPA, if unset. */
  entry?: string
  /**
   * Another entry none of whose first-load files this visit may load: the embeddable player must
   * never fetch the SPA's chunks (vite.config.ts keeps them apart).
   */
  isolatedFrom?: string
  /** Lazy chunks the route loads before it is usable; each pattern must match. */
  lazy: RegExp[]
  /**
   * Route modules the router imports statically, so they are in the entry's files already. Each
   * must not be a lazy chunk: if one becomes lazy again, it has to move to `lazy`.
   */
  inEntry?: RegExp[]
  /** Translation namespaces the route's screens ask for (English, the default language). */
  namespaces: string[]
  /** kB (1000 bytes) gzip, docs/architecture.md §7. */
  budget?: { js: number; css: number }
}

// Keep these in step with src/app/router.tsx and the `useTranslation(...)` namespaces of the
// route's screens: a screen that starts using a new namespace adds it here.
export const FIRST_VISITS: FirstVisit[] = [
  {
    route: '/',
    // The home page is part of the entry (src/app/router.tsx imports it statically).
    lazy: [],
    inEntry: [/^src\/app\/routes\/home\/home\.tsx$/],
    // The sections below About, and with them the talent and gallery namespaces, load as the
    // visitor scrolls (src/app/routes/home/deferred-sections.tsx).
    namespaces: ['common', 'home', 'pages'],
    // 175 kB until axios left the first load (decision 029), which took it to 154.4 kB.
    budget: { js: 160, css: 20 },
  },
  {
    route: '/musics',
    // The server's render carries the page's tracks and their artists' links, so a guest's first
    // visit makes no API call and does not load axios (src/api/client.ts).
    lazy: [/^src\/app\/routes\/music\.tsx$/],
    namespaces: ['common', 'music'],
    // 249.6 kB with axios, zod and the form parts (decision 030): the cards' artist lookups left,
    // and the form parts left the public pages' shared chunk (vite.config.ts, SITE_SHARED).
    budget: { js: 200, css: 20 },
  },
  {
    route: '/musics/:id',
    // A track's page: the same shared chunk as the list, and no zod (its share menu took the
    // embed's paths from contract/embed-paths.ts, not contract/embed.ts and its schemas).
    lazy: [/^src\/app\/routes\/track\.tsx$/],
    namespaces: ['common', 'music'],
    budget: { js: 200, css: 20 },
  },
  {
    route: '/admin',
    // The dashboard's two charts (recharts) are lazy, but a first visit fetches them at once.
    lazy: [
      /^src\/app\/layouts\/admin-layout\.tsx$/,
      /^src\/app\/routes\/admin\/dashboard\.tsx$/,
      /^src\/features\/admin\/dashboard\/growth-chart\.tsx$/,
      /^src\/features\/admin\/dashboard\/distribution-chart\.tsx$/,
      // axios loads with the first API call (src/api/client.ts): the dashboard's, at once.
      /^src\/api\/axios-instance\.ts$/,
    ],
    namespaces: ['common', 'admin', 'dashboard'],
  },
  {
    // The embeddable player other sites frame (src/embed/, docs/decisions/017-embed-player.md):
    // no React, its four languages in its own script.
    route: '/embed/music/:id',
    entry: 'embed.html',
    isolatedFrom: 'index.html',
    lazy: [],
    namespaces: [],
    budget: { js: 50, css: 5 },
  },
]

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json')
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build\` first (npm run bench does).`)
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest
}

/** The manifest keys of the given chunks and of everything they import statically. */
export function withStaticImports(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return seen
}

export function lazyKeys(manifest: Manifest, visit: FirstVisit): string[] {
  for (const pattern of visit.inEntry ?? []) {
    const lazy = Object.keys(manifest).find(
      (key) => pattern.test(key) && manifest[key]?.isDynamicEntry,
    )
    if (lazy) {
      throw new Error(
        `${lazy} is a lazily loaded chunk, not part of the entry (first visit of ${visit.route}): ` +
          'move its pattern from inEntry to lazy in FIRST_VISITS in bench/bundle.ts',
      )
    }
  }
  const wanted = [
    ...visit.lazy.map((pattern) => ({
      pattern,
      what: `a route chunk matching ${String(pattern)}`,
    })),
    ...visit.namespaces.map((namespace) => ({
      pattern: new RegExp(`^locales/en/${namespace}\\.json$`),
      what: `locales/en/${namespace}.json`,
    })),
  ]
  return wanted.flatMap(({ pattern, what }) => {
    const keys = Object.keys(manifest).filter(
      (key) => pattern.test(key) && manifest[key]?.isDynamicEntry,
    )
    if (keys.length === 0) {
      throw new Error(
        `no lazily loaded chunk for ${what} (first visit of ${visit.route}): ` +
          'the router or the translations changed; update FIRST_VISITS in bench/bundle.ts',
      )
    }
    return keys
  })
}

/** The files an entry loads first: its chunk, its static imports and their CSS. */
function filesOfKeys(manifest: Manifest, keys: string[]) {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of withStaticImports(manifest, keys)) {
    const chunk = manifest[key]!
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    for (const sheet of chunk.css ?? []) css.add(sheet)
  }
  return { js: [...js].sort(), css: [...css].sort() }
}

function entryKey(manifest: Manifest, key: string, route: string) {
  if (!manifest[key]?.isEntry)
    throw new Error(`the manifest has no entry ${key} (first visit of ${route})`)
  return key
}

export function filesOfVisit(manifest: Manifest, visit: FirstVisit) {
  const entry = entryKey(manifest, visit.entry ?? 'index.html', visit.route)
  const files = filesOfKeys(manifest, [entry, ...lazyKeys(manifest, visit)])
  if (visit.isolatedFrom) {
    const other = filesOfKeys(manifest, [entryKey(manifest, visit.isolatedFrom, visit.route)])
    const shared = [...files.js, ...files.css].filter(
      (file) => other.js.includes(file) || other.css.includes(file),
    )
    if (shared.length > 0) {
      throw new Error(
        `the first visit of ${visit.route} loads ${shared.join(', ')}, also loaded by ` +
          `${visit.isolatedFrom}: its modules went into a shared chunk (see vite.config.ts)`,
      )
    }
  }
  return files
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

function measureFiles(distDir: string, files: string[]) {
  const sizes = files.map((file) => ({ file, gzip: gzipSize(path.join(distDir, file)) }))
  return { total: sizes.reduce((sum, { gzip }) => sum + gzip, 0), sizes }
}

const kB = (bytes: number) => bytes / 1000

export const bundleSuite: BenchSuite = {
  name: 'bundle',
  description: 'gzip size of the JS and CSS of a first visit (from dist/.vite/manifest.json)',
  run({ root }) {
    const distDir = path.join(root, 'dist')
    const manifest = readManifest(distDir)
    const rows: Measurement[] = []
    for (const visit of FIRST_VISITS) {
      const files = filesOfVisit(manifest, visit)
      for (const kind of ['js', 'css'] as const) {
        const { total, sizes } = measureFiles(distDir, files[kind])
        rows.push({
          subject: visit.route,
          metric: `${kind.toUpperCase()} gzip (${sizes.length} files)`,
          value: kB(total),
          unit: 'kB',
          precision: 1,
          ...(visit.budget ? { budget: { max: visit.budget[kind] } } : {}),
          details: sizes.map(({ file, gzip }) => `${kB(gzip).toFixed(1).padStart(7)} kB  ${file}`),
        })
      }
    }
    return Promise.resolve(rows)
  },
}
