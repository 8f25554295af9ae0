import type { Plugin } from 'vite'

/** V8's magic comment: compile every function of the file while it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * V8's explicit compile hint (Chromium 136 and later; to other engines it is a comment) on the
 * SPA's entry chunk. The entry's functions (React, the router, i18next, React Query, the shell)
 * are nearly all called while the page hydrates, so V8 compiles them all as the file streams in,
 * on a background thread, instead of each one on the main thread at its first call
 * (docs/decisions/036-compile-the-entry-while-it-loads.md). V8 reads the comment only on the
 * file's first line, so it goes in last, after Vite has put its list of preloads at the top.
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
          if (file.type === 'chunk' && file.isEntry && file.name === 'index')
            file.code = `${COMPILE_HINT}\n${file.code}`
      },
    },
  }
}
