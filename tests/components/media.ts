/**
 * jsdom has no matchMedia. Tests see a light system theme and reduced motion (animations finish
 * at once) unless they set otherwise with `setMediaQuery`.
 */
const defaults: Record<string, boolean> = { '(prefers-reduced-motion: reduce)': true }
let state: Record<string, boolean> = { ...defaults }

export function setMediaQuery(query: string, matches: boolean) {
  state[query] = matches
}

export function resetMediaQueries() {
  state = { ...defaults }
}

export function installMatchMedia() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: state[query] ?? false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  })
}
