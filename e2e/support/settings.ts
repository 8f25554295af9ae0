/**
 * Values shared by the global setup (which starts the server) and the tests (which use them).
 * The admin is created by the server from ADMIN_EMAIL/ADMIN_PASSWORD on its empty database.
 */
export const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  password: 'e2e-admin-password',
} as const

/** Set by the global setup for the workers; also lets a run target a server already running. */
export const BASE_URL_VARIABLE = 'E2E_BASE_URL'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
