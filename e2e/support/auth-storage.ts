/**
 * How the SPA keeps a session in the browser (docs/product.md §6: `token`, `user` as JSON), so that
 * tests can sign a page in without going through the form each time. Must match src/'s auth
 * storage; the auth specs cover the real form.
 */
export interface SessionUser {
  _id: string
  username: string
  email: string
  userType: 'admin' | 'user'
}

export interface Session {
  token: string
  user: SessionUser
}

export const AUTH_KEYS = { token: 'token', user: 'user' } as const

export function toStoredUser(user: SessionUser) {
  return {
    _id: user._id,
    name: user.username,
    username: user.username,
    email: user.email,
    userType: user.userType,
  }
}
