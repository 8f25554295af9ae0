import { withPage } from './player-state'
import type { PlayerStore } from './player-store'

/**
 * Reads the list's next page into the queue when it is at the end of what was loaded (a list in
 * pages, docs/product.md §14). True when the player may go on: no other track was loaded while
 * the page was read (that one plays on).
 */
export async function readNextPage(store: PlayerStore): Promise<boolean> {
  const { queue, loads } = store.getState()
  const page = await queue.more?.().catch(() => undefined)
  store.update(withPage, Math.random, queue, page)
  return store.getState().loads === loads
}
