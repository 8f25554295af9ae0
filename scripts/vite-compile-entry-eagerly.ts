import type { Plugin } from 'vite'

/** V8's magic comment: compile every function of the file while it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * The chunks that get it: the SPA's entry, and `site`, the public pages' shared UI (vite.config.ts),
 * which every public page loads with its route and calls while it hydrates (cards, states, media,
 * the masonry grid, React Query's hooks).
 */
const EAGER_CHUNKS = new Set(['index', 'site'])

/**
 * V8's explicit compile hint (Chromium 136 and later; to other engines it is a comment) on the
 * chunks a public page runs as it hydrates. Their functions (React, the router, i18next, React
 * Query, the shell, the shared UI) are nearly all called then, so V8 compiles them all as the file
 * streams in, on a background thread, instead of each one on the main thread at its first call
 * (docs/decisions/036-compile-the-entry-while-it-loads.md; the shared chunk since
 * 048-compile-the-shared-chunk-too.md). V8 reads the comment only on the file's first line, so it
 * goes in last, after Vite has put its list of preloads at the top.
 */
export function compileEntryEagerly(): Plugin {
  return {
    name: 'compile-entry-eagerly',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !EAGER_CHUNKS.has(file.name)) continue
          // The embeddable player is an entry of its own (embed), left as it is.
          if (file.name === 'index' && !file.isEntry) continue
          file.code = `${COMPILE_HINT}\n${file.code}`
        }
      },
    },
  }
}
