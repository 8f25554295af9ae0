import type { Plugin } from 'vite'

/** V8's magic comment: compile every function of the file while it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The public pages' shared UI chunk (vite.config.ts's chunk groups). */
export const SITE_CHUNK = 'site'

/**
 * The chunks that get it: the SPA's entry (not the embeddable player, an entry of its own), and
 * the shared chunk, which every public page loads with its route and calls while it hydrates
 * (cards, states, media, the masonry grid, React Query's hooks).
 */
const isEager = (chunk: { name: string; isEntry: boolean }) =>
  chunk.isEntry ? chunk.name === 'index' : chunk.name === SITE_CHUNK

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
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && isEager(file)) file.code = `${COMPILE_HINT}\n${file.code}`
      },
    },
  }
}
