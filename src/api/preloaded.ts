import { getStoredToken } from '@/lib/storage'

/**
 * The guest answer to one list call, written into index.html by the server for the list page it
 * serves (server/plugins/list-preload.ts). The list queries take it as their initial data, so the
 * page renders its cards in its first render, with no call and no skeleton. It is used once, for
 * a guest, early in the visit; a signed-in user's answer differs (their plays, their likes), so
 * their queries go to the network.
 */
const ELEMENT_ID = 'api-preload'
/** Past this (ms since the page started loading) the block is too old to stand for the server. */
const FRESH_FOR_MS = 15_000

interface Preloaded {
  url: string
  text: string
  /** False for the server's own render (src/entry-server.tsx), which has no page age. */
  checkAge: boolean
}

/** undefined: not read yet; null: none, or already used. */
let preloaded: Preloaded | null | undefined

function readBlock(): Preloaded | null {
  const element = document.getElementById(ELEMENT_ID)
  const url = element?.dataset.url
  element?.remove()
  return element && url ? { url, text: element.textContent, checkAge: true } : null
}

/** The preloaded body for `url`, once; undefined when there is none to use. */
export function takePreloaded(url: string): { data: unknown } | undefined {
  if (preloaded === undefined) preloaded = typeof document === 'undefined' ? null : readBlock()
  if (!preloaded || preloaded.url !== url || getStoredToken()) return undefined
  const { text, checkAge } = preloaded
  preloaded = null
  if (checkAge && performance.now() > FRESH_FOR_MS) return undefined
  try {
    return { data: JSON.parse(text) as unknown }
  } catch {
    return undefined
  }
}

/**
 * The server's first paint (src/entry-server.tsx) hands over the answer it writes into the page,
 * so its render shows the same cards; no arguments clears it.
 */
export function providePreloaded(url?: string, text?: string) {
  preloaded = url === undefined || text === undefined ? null : { url, text, checkAge: false }
}

/** Tests only: forget what was read, so the next call reads the document again. */
export function resetPreloaded() {
  preloaded = undefined
}
