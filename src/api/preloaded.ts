import { getStoredToken } from '@/lib/storage'

/**
 * The guest answer to one list call, written into index.html by the server for the list page it
 * serves (server/plugins/list-preload.ts). The list queries take it as their initial data, so the
 * page renders its cards in its first render, with no call and no skeleton. It is used once, for
 * a guest; a signed-in user's answer differs (their plays, their likes), so their queries go to
 * the network.
 *
 * It is dated by when the page arrived, not dropped when old: the server's first paint already
 * shows these cards, and a tab opened in the background may start its scripts minutes later.
 * React Query shows them and, once they are older than the list's staleTime, fetches the list
 * again behind them.
 */
const ELEMENT_ID = 'api-preload'

interface Preloaded {
  url: string
  text: string
  /** When the answer was written, in ms since the epoch. */
  writtenAt: number
}

export interface PreloadedAnswer {
  data: unknown
  updatedAt: number
}

/** undefined: not read yet; null: none, or already used. */
let preloaded: Preloaded | null | undefined

/** When this page's response started to arrive (the navigation's responseStart), else now. */
function pageArrivedAt(): number {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? []
  const responseStart = (navigation as PerformanceNavigationTiming | undefined)?.responseStart
  return responseStart ? performance.timeOrigin + responseStart : Date.now()
}

function readBlock(): Preloaded | null {
  const element = document.getElementById(ELEMENT_ID)
  const url = element?.dataset.url
  element?.remove()
  return element && url ? { url, text: element.textContent, writtenAt: pageArrivedAt() } : null
}

/** The preloaded body for `url`, once; undefined when there is none to use. */
export function takePreloaded(url: string): PreloadedAnswer | undefined {
  if (preloaded === undefined) preloaded = typeof document === 'undefined' ? null : readBlock()
  if (!preloaded || preloaded.url !== url || getStoredToken()) return undefined
  const { text, writtenAt } = preloaded
  preloaded = null
  try {
    return { data: JSON.parse(text) as unknown, updatedAt: writtenAt }
  } catch {
    return undefined
  }
}

/**
 * `initialData` and `initialDataUpdatedAt` for a list query, from the preloaded answer to `url`.
 * React Query calls both once, in that order, when it creates the query.
 */
export function preloadedInitialData<T>(url: string, toData: (raw: unknown) => T) {
  let taken: PreloadedAnswer | undefined
  return {
    initialData: (): T | undefined => {
      taken = takePreloaded(url)
      return taken ? toData(taken.data) : undefined
    },
    initialDataUpdatedAt: () => taken?.updatedAt,
  }
}

/**
 * The server's first paint (src/entry-server.tsx) hands over the answer it writes into the page,
 * so its render shows the same cards; no arguments clears it.
 */
export function providePreloaded(url?: string, text?: string) {
  preloaded = url === undefined || text === undefined ? null : { url, text, writtenAt: Date.now() }
}

/** Tests only: forget what was read, so the next call reads the document again. */
export function resetPreloaded() {
  preloaded = undefined
}
