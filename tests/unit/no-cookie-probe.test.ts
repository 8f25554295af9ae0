import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { noCookieProbe } from '../../scripts/vite-no-cookie-probe'

const require = createRequire(import.meta.url)
/** The detector's ES module, the one the client build bundles. */
const DETECTOR = require
  .resolve('i18next-browser-languagedetector/package.json')
  .replace(/package\.json$/, 'dist/esm/i18nextBrowserLanguageDetector.js')

/** Runs the plugin's transform as Vite would on a module, with `this.error` throwing. */
function transform(code: string, id: string) {
  const hook = noCookieProbe().transform as (
    this: { error: (message: string) => never },
    code: string,
    id: string,
  ) => { code: string } | undefined
  const context = {
    error: (message: string): never => {
      throw new Error(message)
    },
  }
  return hook.call(context, code, id)
}

const reads = (code: string) => code.match(/document\.cookie/g)?.length ?? 0

describe("the language detector's cookie probe", () => {
  it('is left out of the installed detector, and nothing else changes', () => {
    const source = readFileSync(DETECTOR, 'utf8')
    const patched = transform(source, DETECTOR)?.code ?? ''
    expect(source).toMatch(/^\s*document\.cookie;$/m)
    expect(patched).not.toMatch(/^\s*document\.cookie;$/m)
    // The default order keeps 'cookie', as in any browser where the probe succeeded.
    expect(patched).toMatch(
      /let canCookies = false;\ntry \{\n\s*\/\/ [^\n]*\n\s*canCookies = true;/,
    )
    // The detector still reads (and writes) the cookie where it looks up a stored choice.
    expect(reads(patched)).toBe(reads(source) - 1)
    expect(reads(patched)).toBeGreaterThan(0)
    expect(source.replace(/\n\s*document\.cookie;/, '')).toBe(patched)
  })

  it('fails the build when the detector no longer has the probe as written', () => {
    expect(() => transform('export default 1', DETECTOR)).toThrow(/matched 0 times/)
  })

  it('leaves every other module alone', () => {
    expect(transform('document.cookie;\ncanCookies = true;', '/src/lib/i18n.ts')).toBeUndefined()
  })
})
