import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import type { BuildEnvironmentOptions, Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { compileEntryEagerly, SITE_CHUNK } from './scripts/vite-compile-entry-eagerly.ts'
import { inlineFavicon } from './scripts/vite-inline-favicon.ts'
import { loadAfterFirstPaint } from './scripts/vite-load-after-first-paint.ts'
import { noCookieProbe } from './scripts/vite-no-cookie-probe.ts'
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_STORAGE_KEY,
} from './contract/language.ts'

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080'

/**
 * react-router 7's package.json (react-router-dom re-exports it and its `/dom` entry) points every
 * condition at dist/development, whose only difference
 * from dist/production is ENABLE_DEV_WARNINGS = true (remix-run/react-router#12532, #14102): the
 * warnings and their strings ship to visitors. The build takes the production copy; `vite` (dev)
 * and the tests keep the warnings.
 */
function reactRouterProduction(): Plugin {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  )
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    // react-router-dom re-exports both; they share chunks, so both must come from one copy.
    resolveId(id) {
      if (id === 'react-router') return path.join(packageDir, 'dist', 'production', 'index.mjs')
      if (id === 'react-router/dom')
        return path.join(packageDir, 'dist', 'production', 'dom-export.mjs')
    },
  }
}

/**
 * react-i18next imports use-sync-external-store/shim, a copy of useSyncExternalStore for React
 * < 18 that hands back React's own on React 18 and 19. With React 19 it is React's own directly.
 */
function syncExternalStoreShim(): Plugin {
  const id = '\0use-sync-external-store-shim'
  return {
    name: 'use-sync-external-store-shim',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? id : undefined),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react'" : undefined),
  }
}

/**
 * dist/api-origin.json: the origin of the API the build calls (VITE_API_BASE_URL), or null for
 * our own `/api/v1`. The server reads it to allow that API in its CSP
 * (server/plugins/build-api.ts, docs/decisions/011-serving-a-build-for-another-api.md).
 */
function apiOriginFile(): Plugin {
  let apiOrigin: string | null = null
  return {
    name: 'api-origin-file',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      const base = String(config.env.VITE_API_BASE_URL ?? '')
      // A relative base (or none) is the page's own origin.
      apiOrigin = URL.canParse(base) ? new URL(base).origin : null
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'api-origin.json',
        source: `${JSON.stringify({ apiOrigin })}\n`,
      })
    },
  }
}

/**
 * The public pages' shared UI: our components, hooks and API modules outside the back-office and
 * the contact form, the icons and the masonry grid. The form parts (components/ui/form/) and the
 * libraries only forms need (react-hook-form, zod) stay with the pages that use them: in this
 * chunk, the form parts made every public page load and run zod (two chunks, about 25 ms of a
 * 4x-slowed CPU on /musics) for forms it does not show.
 */
const SITE_SHARED =
  /[\\/]node_modules[\\/](lucide-react|react-masonry-css|@tanstack)[\\/]|[\\/]contract[\\/](media|artist-name|paging-rules)\.ts$|[\\/]src[\\/](components[\\/](?!ui[\\/]form[\\/])|lib[\\/](?!date-range)|api[\\/](?!dashboard)|features[\\/](?!admin[\\/]|auth[\\/]|contact[\\/])|app[\\/]routes[\\/]home[\\/])/

/**
 * The embeddable player (embed.html, src/embed/; docs/decisions/017-embed-player.md): a second
 * entry of the client build that must not load any of the SPA's chunks. Rolldown keeps one copy
 * of a module, so a module both entries import (contract/constants.ts, the storage helpers) would
 * sit in a chunk both load: the SPA's 'app' chunk, or an extra chunk on the SPA's first load. So
 * the modules the player imports from outside src/embed/ are its own copies (the same file under
 * the id `<file>?embed`), and the SPA's chunk groups below never take the player's modules.
 */
const EMBED_HTML = fileURLToPath(new URL('./embed.html', import.meta.url))
const EMBED_DIR = fileURLToPath(new URL('./src/embed/', import.meta.url))
const EMBED_COPY = '?embed'
/** The player's translations, which the SPA's translation globs leave out (src/lib/i18n.ts). */
const EMBED_STRINGS = /[\\/]locales[\\/][a-z]+[\\/]embed\.json$/
const isEmbedModule = (id: string) =>
  id === EMBED_HTML || id.startsWith(EMBED_DIR) || id.endsWith(EMBED_COPY) || EMBED_STRINGS.test(id)

function embedPlayer(): Plugin[] {
  return [
    {
      name: 'embed-player-copies',
      apply: (config, { command }) => command === 'build' && !config.build?.ssr,
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (!importer || !isEmbedModule(importer)) return undefined
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (!resolved || resolved.external || isEmbedModule(resolved.id)) return resolved
        // Our TypeScript only: packages and JSON are the player's alone already.
        if (!/\.ts$/.test(resolved.id) || resolved.id.includes('/node_modules/')) return resolved
        return { ...resolved, id: `${resolved.id}${EMBED_COPY}` }
      },
    },
    {
      // `vite` (dev): /embed/music/:id is the player's page, as the server makes it in production.
      name: 'embed-player-dev-path',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.url && /^\/embed\/music\/[^/?#]+\/?(?:\?.*)?$/.test(request.url))
            request.url = '/embed.html'
          next()
        })
      },
    },
  ]
}

/** The SPA: dist/, with the manifest the server reads for its modulepreloads. */
const clientBuild = {
  manifest: true,
  sourcemap: false,
  target: 'es2022',
  // The polyfill serves browsers without <link rel="modulepreload"> (Safari < 17, Firefox <
  // 115), which still load every chunk, only without preloading: not worth its bytes in the
  // first load of every visitor.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    input: {
      index: fileURLToPath(new URL('./index.html', import.meta.url)),
      embed: EMBED_HTML,
    },
    output: {
      codeSplitting: {
        // Everything the first page needs before any lazy chunk (React, the router, i18next,
        // React Query, the shell and the home page) in one file: split by importer, it was ~40
        // files of a few hundred bytes, and each file compresses on its own (about 10 kB gzip
        // more in all). Pages other than home stay lazy chunks of their own.
        groups: [
          { name: 'app', tags: ['$initial'], test: (id) => !isEmbedModule(id) },
          {
            // What the public pages share (cards, states, media, icons, the masonry grid) in one
            // chunk: split by importer it was 15-20 files of 1-2 kB per page, and a phone on
            // HTTP/1.1 fetches six at a time, so each extra wave costs a round trip before the
            // page can render. The back-office keeps its own splitting.
            name: SITE_CHUNK,
            test: (id) => !isEmbedModule(id) && SITE_SHARED.test(id),
            minShareCount: 2,
            // Only the modules above: their dependencies (zod, for the forms) keep their own chunks.
            includeDependenciesRecursively: false,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions

/**
 * The server's first paint (src/entry-server.tsx): dist-server/, loaded by the server. Its
 * dependencies stay in node_modules; public/ is the SPA's, already in dist/.
 */
const ssrBuild = {
  outDir: 'dist-server',
  target: 'node20',
  copyPublicDir: false,
  sourcemap: false,
  rolldownOptions: {
    // The server renders in any language, so entry-server.tsx imports every translation file,
    // which src/lib/i18n.ts also imports lazily for the browser. In the server's one file that is
    // intended, and Rolldown's warning about it filled each build's log with one line per file.
    checks: { ineffectiveDynamicImport: false },
  },
} satisfies BuildEnvironmentOptions

/**
 * index.html's inline script copies a stored language into the cookie the server reads: its
 * names come from contract/language.ts, the one place both sides read them from.
 */
function languageNames(): Plugin {
  const names: Record<string, string | number> = {
    LANGUAGE_COOKIE,
    LANGUAGE_STORAGE_KEY,
    LANGUAGE_COOKIE_MAX_AGE_S,
  }
  return {
    name: 'language-names',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/%(LANGUAGE_[A-Z_]+)%/g, (token, name: string) =>
          String(names[name] ?? token),
        ),
    },
  }
}

/**
 * Component tests that change how a module loads (a build-time variable read at import, a mocked
 * module): each needs a module registry of its own, which the shared one of the other files is not.
 */
const MODULE_STATE_TESTS = [
  'tests/components/hosted-api/hosted-kind-*.test.tsx',
  'tests/components/logout-without-login-page.test.tsx',
]
const COMPONENT_TESTS = { environment: 'jsdom', setupFiles: ['tests/components/setup.ts'] }
/**
 * Server test files whose tests never reach the database driver: the environment, headers, the
 * SPA's build files, request and body limits, the OpenAPI document, the sign-in throttle (the
 * rate limiter's store). The two-node test uses PostgreSQL in either run. A run against PostgreSQL
 * (TEST_DATABASE_URL, CI's second server run) leaves them out: on PGlite they already ran, and on
 * PostgreSQL they would take the same path again (decision 054). SERVER_TESTS_ALL=1 keeps them.
 */
const SAME_ON_EVERY_DATABASE = [
  'env',
  'hidden-build-files',
  'host-header-urls',
  'hosted-build-csp',
  'input-limits',
  'media-size-limits',
  'method-not-allowed',
  'openapi',
  'sign-in-throttle',
  'strict-transport-security',
  'cluster/two-nodes',
].map((name) => `tests/server/${name}.test.ts`)
const serverTestsLeftOut =
  process.env.TEST_DATABASE_URL && !process.env.SERVER_TESTS_ALL ? SAME_ON_EVERY_DATABASE : []

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    languageNames(),
    reactRouterProduction(),
    syncExternalStoreShim(),
    apiOriginFile(),
    compileEntryEagerly(),
    noCookieProbe(),
    loadAfterFirstPaint(),
    inlineFavicon(fileURLToPath(new URL('./public/favicon.svg', import.meta.url))),
    ...embedPlayer(),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    // In development the SPA and the API are two processes; the proxy makes them one origin.
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: isSsrBuild ? ssrBuild : clientBuild,
  test: {
    // Vitest's default on two cores is one file at a time, leaving a core idle (and the server
    // files mostly wait on child processes, PostgreSQL, Redis, s3rver): two at a time took the
    // component tests from 146 s to 99 s and the server tests from 196 s to 147 s here.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'components',
          // .ts too: the embeddable player's tests (tests/components/embed/) have no JSX.
          include: ['tests/components/**/*.test.{ts,tsx}'],
          exclude: MODULE_STATE_TESTS,
          ...COMPONENT_TESTS,
          // The files of a worker share one jsdom and one module registry (decision 041): a
          // fresh one per file was most of these tests' time. The setup file puts the page,
          // storage, handlers and mocks back after every test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'components-isolated',
          include: MODULE_STATE_TESTS,
          ...COMPONENT_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: serverTestsLeftOut,
          environment: 'node',
          // A migrated PGlite template the test apps copy; at the end of the run, the check that
          // the OpenAPI document lists every status seen.
          globalSetup: [
            'tests/server/pglite-template.global.ts',
            'tests/server/status-log.global.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One module registry per worker, not per file (decision 041): each file builds its own
          // apps and databases, and the imports (Fastify, Drizzle, PGlite) were a third of the time.
          isolate: false,
        },
      },
    ],
  },
}))
