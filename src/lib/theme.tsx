import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { STORAGE_KEYS, readItem, writeItem } from './storage'

/**
 * Theme: the `dark` class on <html>. The inline script in index.html sets it before first paint
 * (stored choice, else the system preference); this provider starts from what that script
 * decided, so React and the page never disagree.
 */
export type Theme = 'light' | 'dark'

interface ThemeContextValue {
  theme: Theme
  setTheme: (theme: Theme) => void
  toggleTheme: () => void
}

/**
 * The theme lives in a store whose identity never changes, read with useSyncExternalStore: a new
 * context value on every toggle would reach each part of the page React has not hydrated yet
 * (HydrateWhenNear), and React hydrates such a part before it applies a context change, at the
 * click's priority. On `/musics` that made the toggle's click take about 105 ms of processing at
 * 4x CPU; read from the store it takes about 5 (docs/decisions/033-hydrate-parts-near-the-screen.md).
 */
interface ThemeStore {
  get: () => Theme
  /** Follows the system setting: nothing is stored. */
  set: (theme: Theme) => void
  /** The visitor's choice, kept for the next visit. */
  choose: (theme: Theme) => void
  toggle: () => void
  subscribe: (listener: () => void) => () => void
}

function createThemeStore(initial: Theme): ThemeStore {
  let theme = initial
  const listeners = new Set<() => void>()
  const set = (next: Theme) => {
    if (next === theme) return
    theme = next
    applyTheme(theme)
    for (const listener of listeners) listener()
  }
  const choose = (next: Theme) => {
    writeItem(STORAGE_KEYS.theme, next)
    set(next)
  }
  return {
    get: () => theme,
    set,
    choose,
    toggle: () => choose(theme === 'dark' ? 'light' : 'dark'),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const ThemeContext = createContext<ThemeStore | null>(null)
const DARK_QUERY = '(prefers-color-scheme: dark)'

function storedTheme(): Theme | null {
  const value = readItem(STORAGE_KEYS.theme)
  return value === 'dark' || value === 'light' ? value : null
}

function systemTheme(): Theme {
  try {
    return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
  } catch {
    return 'light'
  }
}

export function initialTheme(): Theme {
  if (typeof document !== 'undefined' && document.documentElement.classList.contains('dark'))
    return 'dark'
  return storedTheme() ?? systemTheme()
}

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createThemeStore(initialTheme()))

  useEffect(() => applyTheme(store.get()), [store])

  // Until the visitor chooses, the site follows the system setting as it changes.
  useEffect(() => {
    let query: MediaQueryList
    try {
      query = window.matchMedia(DARK_QUERY)
    } catch {
      return
    }
    const onChange = (event: MediaQueryListEvent) => {
      if (!storedTheme()) store.set(event.matches ? 'dark' : 'light')
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [store])

  return <ThemeContext value={store}>{children}</ThemeContext>
}

export function useTheme(): ThemeContextValue {
  const store = use(ThemeContext)
  if (!store) throw new Error('useTheme must be used inside <ThemeProvider>')
  const theme = useSyncExternalStore(store.subscribe, store.get, store.get)
  return useMemo(
    () => ({ theme, setTheme: store.choose, toggleTheme: store.toggle }),
    [store, theme],
  )
}

/**
 * Whether the dark theme is on, as the page may say it: false while React hydrates the server's
 * HTML (the server cannot know the theme), the truth right after. Its hydrating answer is the
 * server's even in a part React hydrates late (HydrateWhenNear), where useHydrated() is already
 * true: React does not correct an attribute it finds different while hydrating, so that part
 * would have kept the server's.
 */
export function useDarkShown(): boolean {
  const store = use(ThemeContext)
  if (!store) throw new Error('useDarkShown must be used inside <ThemeProvider>')
  return useSyncExternalStore(
    store.subscribe,
    () => store.get() === 'dark',
    () => false,
  )
}
