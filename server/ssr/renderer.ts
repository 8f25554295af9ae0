import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { Render, RenderInput, RenderResult } from '../../contract/ssr'

/**
 * The server's render of the public pages: src/entry-server.tsx, built by `npm run build` into
 * dist-server/. docs/decisions/012-server-rendering-and-hydration.md.
 */

/** The built renderer, or undefined when there is none (no build, or a build without it). */
export async function loadRenderer(entry: string): Promise<Render | undefined> {
  if (!existsSync(entry)) return undefined
  const module = (await import(pathToFileURL(entry).href)) as { render?: Render }
  return module.render
}

/**
 * How long a render is kept. It holds "released 3 days ago" and the year, and the data its page
 * read: a write to the content forgets every render at once (`clear`), so this only bounds what
 * this process cannot see (another server process's writes), as the guest-list cache does.
 */
export const RENDER_MAX_AGE_MS = 30_000
/** Renders kept at most: the public pages times four languages, with room for the detail pages. */
export const RENDER_CACHE_SIZE = 500

export interface CachedRender {
  (input: RenderInput): Promise<RenderResult | undefined>
  /** Forgets every render (after a write to what the pages show). */
  clear: () => void
}

/**
 * Keeps each render by language and address: a render costs the database reads and the
 * server's CPU (docs/decisions/026), and most visits land on the same few pages. A failed render is not kept.
 */
export function cachedRender(
  render: Render,
  { maxAgeMs = RENDER_MAX_AGE_MS, maxEntries = RENDER_CACHE_SIZE, now = Date.now } = {},
): CachedRender {
  interface Entry {
    at: number
    result: Promise<RenderResult | undefined>
  }
  const cache = new Map<string, Entry>()
  const cached = (input: RenderInput) => {
    const key = `${input.language} ${input.origin} ${input.url}`
    const hit = cache.get(key)
    if (hit && now() - hit.at < maxAgeMs) return hit.result
    cache.delete(key)
    // The oldest entry goes first: a Map iterates in insertion order.
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string)
    const entry: Entry = { at: now(), result: render(input) }
    cache.set(key, entry)
    entry.result.then(
      (result) => {
        if (!result && cache.get(key) === entry) cache.delete(key)
      },
      () => {
        if (cache.get(key) === entry) cache.delete(key)
      },
    )
    return entry.result
  }
  return Object.assign(cached, { clear: () => cache.clear() })
}
