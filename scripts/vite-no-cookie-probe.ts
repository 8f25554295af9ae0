import type { Plugin } from 'vite'

/** i18next-browser-languagedetector's ES module, by the end of its resolved path. */
const DETECTOR =
  /[\\/]i18next-browser-languagedetector[\\/]dist[\\/]esm[\\/]i18nextBrowserLanguageDetector\.js$/

/** Its probe, as 8.x writes it: `document.cookie;` alone, then `canCookies = true;`. */
const PROBE = /\n\s*document\.cookie;\n(\s*)canCookies = true;/g

/**
 * Leaves out the language detector's probe of `document.cookie`, which runs while the entry is
 * evaluated. Chromium files each read of `document.cookie` as a performance issue, with the place
 * in the code that read it; to name that place V8 parses every function on the stack again for
 * its source positions, and at that moment the stack holds the entry's whole top level (480 kB).
 * In a Chromium with no DevTools attached, leaving it out took the entry's evaluation on /musics
 * from a median 33 ms to 11 ms at the machine's speed
 * (docs/decisions/049-no-cookie-probe-while-the-entry-loads.md).
 *
 * The probe only decides whether 'cookie' is in the detector's default order, and we always pass
 * our own (src/lib/i18n.ts), so its answer is never read. The cookie itself is still read, later,
 * when the detector looks up a stored choice. The probe must match exactly once: a version of the
 * detector that writes it differently fails the build here, rather than bringing the cost back
 * unnoticed.
 */
export function noCookieProbe(): Plugin {
  return {
    name: 'no-cookie-probe',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    transform(code, id) {
      if (!DETECTOR.test(id.split('?')[0] ?? id)) return undefined
      let matched = 0
      const patched = code.replace(PROBE, (_probe, indent: string) => {
        matched += 1
        return `\n${indent}canCookies = true;`
      })
      if (matched !== 1) this.error(`no-cookie-probe: the probe matched ${matched} times in ${id}`)
      return { code: patched, map: null }
    },
  }
}
