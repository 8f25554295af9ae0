import { INITIAL_PLAYBACK, withHasNext, type Playback, type Transition } from './player-state'

/** The player's one state: read with `getState`, changed with `update`, watched by React. */
export interface PlayerStore {
  getState: () => Playback
  /** Applies `transition` (./player-state.ts) with `args`. */
  update: <Args extends unknown[]>(transition: Transition<Args>, ...args: Args) => void
  /** For useSyncExternalStore: `listener` runs after every change. */
  subscribe: (listener: () => void) => () => void
}

export function createPlayerStore(initial: Playback = INITIAL_PLAYBACK): PlayerStore {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => state,
    update(transition, ...args) {
      const next = withHasNext(transition(state, ...args))
      if (next === state) return
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
