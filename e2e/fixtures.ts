import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test'
import { BASE_URL_VARIABLE, E2E_ADMIN } from './support/settings'
import { AUTH_KEYS, toStoredUser, type Session, type SessionUser } from './support/auth-storage'
import { readSharedSessions } from './support/sessions'

export { expect }
export type Role = 'admin' | 'listener'

export interface Api {
  /** The raw request context, its base URL the API root (`…/api/v1/`). */
  request: APIRequestContext
  login(email: string, password: string): Promise<Session>
  register(user: { username: string; email: string; password: string }): Promise<SessionUser>
}

interface TestFixtures {
  api: Api
  /**
   * Signs the page in as that role by storing a real session the way the SPA does. The session
   * is shared by every test of the run unless `fresh` is set: a test that logs out (which
   * revokes the token) or deactivates the account needs its own.
   */
  loginAs: (page: Page, role: Role, options?: { fresh?: boolean }) => Promise<Session>
  /** Console errors and uncaught exceptions of the page, collected from the start of the test. */
  consoleErrors: string[]
}

interface WorkerFixtures {
  /** The run's shared session of a role (see support/sessions.ts), or a fresh one on request. */
  sessions: (role: Role, options?: { fresh?: boolean }) => Promise<Session>
}

/**
 * Waits until the page is live: React has hydrated the server's HTML (src/main.tsx sets
 * `data-live` on <html>), so its controls work and the signed-in parts are in place.
 */
export async function spaReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-live', '')
}

export function serverUrl(): string {
  const url = process.env[BASE_URL_VARIABLE]
  if (!url)
    throw new Error(`${BASE_URL_VARIABLE} is not set: run the tests through playwright.config.ts`)
  return url
}

function createApi(request: APIRequestContext): Api {
  return {
    request,
    async login(email, password) {
      const response = await request.post('admin/login', {
        data: { email, password, rememberMe: false },
      })
      expect(response.status(), `login of ${email}: ${await response.text()}`).toBe(200)
      const body = (await response.json()) as { token: string; data: SessionUser }
      return { token: body.token, user: body.data }
    },
    async register(user) {
      const response = await request.post('admin/create', { data: user })
      expect(response.status(), `registration of ${user.email}: ${await response.text()}`).toBe(201)
      return ((await response.json()) as { data: SessionUser }).data
    },
  }
}

/** A listener's credentials unique to this run, so reruns against one server never collide. */
export function uniqueListener(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    username: `E2E ${tag} ${id}`,
    email: `e2e-${tag}-${id}@example.com`,
    password: 'listener-pass-123',
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sessions: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: `${serverUrl()}/api/v1/` })
      const api = createApi(request)
      const shared = readSharedSessions()
      const fresh = async (role: Role) => {
        if (role === 'admin') return api.login(E2E_ADMIN.email, E2E_ADMIN.password)
        const listener = uniqueListener('fresh')
        await api.register(listener)
        return api.login(listener.email, listener.password)
      }
      await use((role, options) => {
        if (options?.fresh || !shared) return fresh(role)
        return Promise.resolve(shared[role])
      })
      await request.dispose()
    },
    { scope: 'worker' },
  ],

  api: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: `${serverUrl()}/api/v1/` })
    await use(createApi(request))
    await request.dispose()
  },

  loginAs: async ({ sessions }, use) => {
    await use(async (page, role, options) => {
      const session = await sessions(role, options)
      // Storage belongs to the origin: open a same-origin URL that runs no app script, store the
      // session there once, and let the test navigate wherever it wants next.
      await page.goto(`${serverUrl()}/api/v1/health`)
      await page.evaluate(
        ({ keys, token, user }) => {
          window.localStorage.setItem(keys.token, token)
          window.localStorage.setItem(keys.user, JSON.stringify(user))
        },
        { keys: AUTH_KEYS, token: session.token, user: toStoredUser(session.user) },
      )
      return session
    })
  },

  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    await use(errors)
  },
})
