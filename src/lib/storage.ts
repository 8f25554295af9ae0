import { LANGUAGE_STORAGE_KEY } from '@contract/language'
import type { StoredUser } from '@contract/user'
import type { UserType } from '@contract/constants'

/**
 * Typed browser storage (docs/product.md §6). Keys: `user` (JSON), `token`, `theme`, `language`.
 * Storage can be missing or throw (private modes, disabled cookies); the site then simply
 * forgets between visits instead of breaking.
 */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  theme: 'theme',
  language: LANGUAGE_STORAGE_KEY,
} as const

export interface StoredAuth {
  token: string
  user: StoredUser
}

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function readItem(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeItem(key: string, value: string): void {
  try {
    local()?.setItem(key, value)
  } catch {
    // Quota or privacy mode: the value lives for this page only.
  }
}

export function removeItem(key: string): void {
  try {
    local()?.removeItem(key)
  } catch {
    // Nothing stored, nothing to remove.
  }
}

const USER_TYPES: readonly UserType[] = ['admin', 'user']
const optionalString = (value: unknown) => value === undefined || typeof value === 'string'

/** A stored user counts only with a non-empty `_id` (docs/product.md §6). No zod in the entry. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const user = value as Record<string, unknown>
  if (typeof user._id !== 'string' || user._id.length === 0) return null
  if (!optionalString(user.name) || !optionalString(user.username) || !optionalString(user.email))
    return null
  if (user.userType !== undefined && !USER_TYPES.includes(user.userType as UserType)) return null
  return {
    _id: user._id,
    name: user.name,
    username: user.username,
    email: user.email,
    userType: user.userType as UserType | undefined,
  }
}

let cache: { token: string | null; user: string | null; auth: StoredAuth | null } | null = null

/** The stored session, or null unless both a token and a user with an _id are there. Pure read. */
export function getStoredAuth(): StoredAuth | null {
  const token = readItem(STORAGE_KEYS.token)
  const rawUser = readItem(STORAGE_KEYS.user)
  // useSyncExternalStore needs the same object back while storage has not changed.
  if (cache && cache.token === token && cache.user === rawUser) return cache.auth
  const user = parseStoredUser(rawUser)
  const auth = token && user ? { token, user } : null
  cache = { token, user: rawUser, auth }
  return auth
}

export function getStoredToken(): string | null {
  return getStoredAuth()?.token ?? null
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Called when this tab or another one changes the stored session. */
export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user)
      listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

export function storeAuth(token: string, user: StoredUser): void {
  writeItem(STORAGE_KEYS.token, token)
  writeItem(STORAGE_KEYS.user, JSON.stringify(user))
  notify()
}

/** Ends the session; `everything` also empties sessionStorage (logout's, docs/product.md §6). */
export function clearStoredAuth({ everything = false } = {}): void {
  removeItem(STORAGE_KEYS.token)
  removeItem(STORAGE_KEYS.user)
  if (everything) {
    try {
      globalThis.sessionStorage?.clear()
    } catch {
      // No session storage to clear.
    }
  }
  notify()
}

/**
 * At start (docs/product.md §6): half a session (a token without a valid user, or a user without a
 * token) is removed entirely. Returns the session that remains.
 */
export function sanitizeStoredAuth(): StoredAuth | null {
  const auth = getStoredAuth()
  const hasSomething = readItem(STORAGE_KEYS.token) !== null || readItem(STORAGE_KEYS.user) !== null
  if (!auth && hasSomething) clearStoredAuth()
  return auth
}
