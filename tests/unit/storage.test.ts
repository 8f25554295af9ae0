import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearStoredAuth,
  getStoredAuth,
  parseStoredUser,
  sanitizeStoredAuth,
  storeAuth,
  subscribeToAuth,
} from '@/lib/storage'

/** A Storage for the node environment of unit tests. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

let local: MemoryStorage
let session: MemoryStorage

beforeEach(() => {
  local = new MemoryStorage()
  session = new MemoryStorage()
  vi.stubGlobal('localStorage', local)
  vi.stubGlobal('sessionStorage', session)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const admin = {
  _id: 'u1',
  name: 'Grace',
  username: 'grace',
  email: 'grace@example.com',
  userType: 'admin' as const,
}

describe('stored auth', () => {
  it('is valid with a token and a user holding an _id', () => {
    storeAuth('tok', admin)
    expect(getStoredAuth()).toEqual({ token: 'tok', user: admin })
    expect(JSON.parse(local.getItem('user') ?? 'null')).toEqual(admin)
    expect(local.getItem('token')).toBe('tok')
  })

  it('removes a token without a user', () => {
    local.setItem('token', 'tok')
    expect(sanitizeStoredAuth()).toBeNull()
    expect(local.getItem('token')).toBeNull()
    expect(local.getItem('user')).toBeNull()
  })

  it('removes a user without a token', () => {
    local.setItem('user', JSON.stringify(admin))
    expect(sanitizeStoredAuth()).toBeNull()
    expect(local.getItem('user')).toBeNull()
  })

  it.each([
    ['no _id', JSON.stringify({ name: 'x' })],
    ['an empty _id', JSON.stringify({ _id: '' })],
    ['a numeric _id', JSON.stringify({ _id: 7 })],
    ['broken JSON', '{"_id":'],
    ['an unknown user type', JSON.stringify({ _id: 'u1', userType: 'root' })],
    ['JSON null', 'null'],
  ])('removes both when the user has %s', (_, raw) => {
    local.setItem('token', 'tok')
    local.setItem('user', raw)
    expect(sanitizeStoredAuth()).toBeNull()
    expect(local.getItem('token')).toBeNull()
    expect(local.getItem('user')).toBeNull()
  })

  it('leaves a valid session alone', () => {
    storeAuth('tok', admin)
    expect(sanitizeStoredAuth()).toEqual({ token: 'tok', user: admin })
    expect(local.getItem('token')).toBe('tok')
  })

  it('returns the same object while storage is unchanged', () => {
    storeAuth('tok', admin)
    const first = getStoredAuth()
    expect(getStoredAuth()).toBe(first)
    storeAuth('tok2', admin)
    expect(getStoredAuth()).not.toBe(first)
    expect(getStoredAuth()?.token).toBe('tok2')
  })

  it('clears the session, and on logout session storage too', () => {
    storeAuth('tok', admin)
    session.setItem('draft', 'x')
    clearStoredAuth()
    expect(getStoredAuth()).toBeNull()
    expect(session.getItem('draft')).toBe('x')

    storeAuth('tok', admin)
    clearStoredAuth({ everything: true })
    expect(getStoredAuth()).toBeNull()
    expect(session.length).toBe(0)
  })

  it('tells subscribers about sign-in and sign-out', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToAuth(listener)
    storeAuth('tok', admin)
    clearStoredAuth()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    storeAuth('tok', admin)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps only the known fields of a stored user', () => {
    expect(parseStoredUser(JSON.stringify({ ...admin, password: 'leak' }))).toEqual(admin)
  })

  it('survives storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    })
    expect(() => storeAuth('tok', admin)).not.toThrow()
    expect(getStoredAuth()).toBeNull()
    expect(() => sanitizeStoredAuth()).not.toThrow()
  })
})
