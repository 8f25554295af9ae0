import type { Browser } from '@playwright/test'

/**
 * The reads of the catalogue bench (./catalogue.ts), each against one server: a page's HTML, its
 * DOM once live in Chromium, an admin screen's time until shown, an API read's time and size.
 */

export interface Target {
  name: string
  baseURL: string
  /** The admin's bearer token and user, as the SPA stores them after signing in. */
  session: { token: string; user: Record<string, unknown> }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The page's HTML as a browser asking for English gets it: bytes before compression. */
export async function htmlBytes(target: Target, path: string): Promise<number> {
  const response = await fetch(`${target.baseURL}${path}`, {
    headers: { 'accept-language': 'en-US,en;q=0.9' },
  })
  return Buffer.byteLength(await response.text())
}

/** Elements in the document once the page is live (loaded, hydrated, no request in flight). */
export async function domNodes(browser: Browser, target: Target, path: string): Promise<number> {
  const context = await browser.newContext({ locale: 'en-US' })
  try {
    const page = await context.newPage()
    await page.goto(`${target.baseURL}${path}`, { waitUntil: 'networkidle', timeout: 60_000 })
    return await page.evaluate(() => document.getElementsByTagName('*').length)
  } finally {
    await context.close()
  }
}

/** What an admin screen shows once its data is there: the manage table's rows or the inbox's messages. */
const SHOWN = 'main tbody tr, main article'

/**
 * An admin screen signed in as the admin: milliseconds from the start of navigation until its
 * rows are shown, and its elements once the network is quiet.
 */
export async function adminScreen(
  browser: Browser,
  target: Target,
  path: string,
): Promise<{ shownMs: number; nodes: number }> {
  const context = await browser.newContext({ locale: 'en-US' })
  try {
    await context.addInitScript((session) => {
      localStorage.setItem('token', session.token)
      localStorage.setItem('user', JSON.stringify(session.user))
    }, target.session)
    const page = await context.newPage()
    await page.goto(`${target.baseURL}${path}`, { waitUntil: 'commit', timeout: 60_000 })
    const shown = await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : 0),
      SHOWN,
      { timeout: 60_000, polling: 'raf' },
    )
    const shownMs = await shown.jsonValue()
    await page.waitForLoadState('networkidle', { timeout: 60_000 })
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    return { shownMs, nodes }
  } finally {
    await context.close()
  }
}

/** Milliseconds of one API read, its bytes before compression, and its body. */
export async function apiRead(target: Target, path: string, signedIn = false) {
  const started = performance.now()
  const response = await fetch(`${target.baseURL}${path}`, {
    headers: signedIn ? { authorization: `Bearer ${target.session.token}` } : {},
  })
  const body = await response.text()
  if (!response.ok) throw new Error(`${target.name} ${path} answered ${response.status}`)
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body), body }
}

/** Signs the admin in through the API, as the sign-in form does. */
export async function signIn(
  baseURL: string,
  credentials: { email: string; password: string },
): Promise<Target['session']> {
  const response = await fetch(`${baseURL}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, rememberMe: false }),
  })
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`)
  const body = (await response.json()) as {
    token: string
    data: { _id: string; username: string; email: string; userType: string }
  }
  const { data } = body
  return {
    token: body.token,
    // As the SPA stores the signed-in user (e2e/support/auth-storage.ts).
    user: { ...data, name: data.username },
  }
}
