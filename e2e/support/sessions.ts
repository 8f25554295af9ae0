import type { Session, SessionUser } from './auth-storage'
import { E2E_ADMIN } from './settings'

/**
 * Sessions made once per run by the global setup and handed to every worker through the
 * environment. Login and registration are rate-limited per IP (10 and 5 a minute), and
 * Playwright starts a new worker after each failure: signing in per worker would turn one
 * failure into a cascade of 429s that hides it.
 */
export const SESSIONS_VARIABLE = 'E2E_SESSIONS'

export interface SharedSessions {
  admin: Session
  listener: Session
}

async function post<T>(apiRoot: string, path: string, body: unknown, expected: number): Promise<T> {
  const response = await fetch(`${apiRoot}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status !== expected) {
    throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`)
  }
  return (await response.json()) as T
}

export async function login(apiRoot: string, email: string, password: string): Promise<Session> {
  const body = await post<{ token: string; data: SessionUser }>(
    apiRoot,
    'admin/login',
    { email, password, rememberMe: false },
    200,
  )
  return { token: body.token, user: body.data }
}

export async function createSharedSessions(baseURL: string): Promise<SharedSessions> {
  const apiRoot = `${baseURL}/api/v1`
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const listener = {
    username: `E2E Listener ${id}`,
    email: `e2e-listener-${id}@example.com`,
    password: 'listener-pass-123',
  }
  await post(apiRoot, 'admin/create', listener, 201)
  return {
    admin: await login(apiRoot, E2E_ADMIN.email, E2E_ADMIN.password),
    listener: await login(apiRoot, listener.email, listener.password),
  }
}

export function readSharedSessions(): SharedSessions | undefined {
  const raw = process.env[SESSIONS_VARIABLE]
  return raw ? (JSON.parse(raw) as SharedSessions) : undefined
}
