import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { loadHttpClient } from '@/api/client'
import { installMatchMedia, resetMediaQueries } from './media'
import { server } from './msw'
import { testI18n } from './test-i18n'

// Rendering whole pages (and compiling lazy ones on first use) is slow on a shared CI machine.
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 5_000 })

installMatchMedia()
// jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // axios loads with the first call (src/api/client.ts): loaded before the first test, so no
  // request of one test's page waits for the import and reaches the next test's handlers.
  await loadHttpClient()
})
afterAll(() => server.close())

// Any console.error (React warnings, act() misuse, unhandled API calls) fails the test.
let consoleErrors: unknown[][] = []
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(async () => {
  cleanup()
  // What a test put in the page outside React Testing Library's containers (the embeddable
  // player renders into a <main> of its own; a dialog locks the body's scroll).
  document.body.replaceChildren()
  document.body.removeAttribute('style')
  server.resetHandlers()
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.className = ''
  resetMediaQueries()
  await testI18n.changeLanguage('en')
  vi.restoreAllMocks()
  const errors = consoleErrors
  consoleErrors = []
  if (errors.length > 0) {
    const text = errors.map((args) =>
      args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
    )
    throw new Error(`console.error was called during the test:\n${text.join('\n---\n')}`)
  }
})
