import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { COMPILE_HINT, compileEntryEagerly } from '../../scripts/vite-compile-entry-eagerly'

const chunk = (name: string, isEntry: boolean, code: string) =>
  ({ type: 'chunk', name, isEntry, code, fileName: `assets/${name}.js` }) as Rolldown.OutputChunk

/** Runs the plugin's generateBundle on a bundle as Vite hands it over (its preload list on top). */
function generate(bundle: Rolldown.OutputBundle) {
  const hook = compileEntryEagerly().generateBundle as {
    handler: (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void
  }
  hook.handler.call({}, {}, bundle)
  return bundle
}

describe('the compile hint on the entry', () => {
  it("goes on the first line of the SPA's entry and of the public pages' shared chunk only", () => {
    const bundle = generate({
      index: chunk('index', true, 'const __vite__mapDeps=(i)=>i;\nexport{}'),
      site: chunk('site', false, 'import"./index.js";export const a=1'),
      embed: chunk('embed', true, 'export{}'),
      page: chunk('music', false, 'export default 1'),
      css: { type: 'asset', name: 'index.css', fileName: 'assets/index.css', source: 'a{}' },
    } as unknown as Rolldown.OutputBundle)
    const index = bundle.index as Rolldown.OutputChunk
    // V8 reads it only before any code: after Vite's preload list it would be a plain comment.
    expect(index.code.split('\n')[0]).toBe(COMPILE_HINT)
    expect(index.code).toContain('const __vite__mapDeps')
    expect((bundle.site as Rolldown.OutputChunk).code).toBe(
      `${COMPILE_HINT}\nimport"./index.js";export const a=1`,
    )
    expect((bundle.embed as Rolldown.OutputChunk).code).toBe('export{}')
    expect((bundle.page as Rolldown.OutputChunk).code).toBe('export default 1')
  })

  it('leaves a chunk named index that is not an entry alone', () => {
    const bundle = generate({ index: chunk('index', false, 'export{}') })
    expect((bundle.index as Rolldown.OutputChunk).code).toBe('export{}')
  })

  it('leaves the server build alone', () => {
    const { apply } = compileEntryEagerly()
    const applies = apply as (config: object, env: { command: string }) => boolean
    expect(applies({ build: { ssr: 'src/entry-server.tsx' } }, { command: 'build' })).toBe(false)
    expect(applies({ build: {} }, { command: 'serve' })).toBe(false)
    expect(applies({ build: {} }, { command: 'build' })).toBe(true)
  })
})
