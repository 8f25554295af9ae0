import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { StoredUser } from '@contract/user'
import { useHydrated } from '@/hooks/use-hydrated'
import {
  clearStoredAuth,
  getStoredAuth,
  sanitizeStoredAuth,
  storeAuth,
  subscribeToAuth,
} from './storage'

/**
 * Auth state over browser storage. Storage is the single source of truth, so a 401 seen by the
 * API client, a logout in another tab and a sign-in here all reach every component the same way.
 */
export interface AuthContextValue {
  user: StoredUser | null
  token: string | null
  isAuthenticated: boolean
  isAdmin: boolean
  login: (token: string, user: StoredUser) => void
  /** Forgets the session locally. The full logout flow (server call, redirect) is `useLogout`. */
  logout: () => void
}

const AuthContext = createContext<AuthContextValue | null>(null)

export function AuthProvider({ children }: { children: ReactNode }) {
  // The server has no storage (null); the browser's first, hydrating render is a guest's too, as
  // the server rendered it, and the session comes once the page is live (useHydrated).
  const stored = useSyncExternalStore(subscribeToAuth, getStoredAuth, getStoredAuth)
  const auth = useHydrated() ? stored : null

  useEffect(() => {
    sanitizeStoredAuth()
  }, [])

  const login = useCallback((token: string, user: StoredUser) => storeAuth(token, user), [])
  const logout = useCallback(() => clearStoredAuth({ everything: true }), [])

  const value = useMemo<AuthContextValue>(
    () => ({
      user: auth?.user ?? null,
      token: auth?.token ?? null,
      isAuthenticated: auth !== null,
      isAdmin: auth?.user.userType === 'admin',
      login,
      logout,
    }),
    [auth, login, logout],
  )

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext)
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>')
  return context
}
