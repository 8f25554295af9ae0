import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { BASE_URL_VARIABLE, CHROMIUM_PATH } from './e2e/support/settings'

const isCI = Boolean(process.env.CI)

/**
 * One worker per two cores: each test's browser shares the machine with the server under test,
 * its server-side rendering and the other workers. Two workers on two cores were faster, but in
 * a fresh-clone run a page stopped painting and a test timed out
 * (docs/decisions/034-browser-tests-two-workers.md). E2E_WORKERS overrides it (a command line's
 * --workers does too).
 */
const workers =
  Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(availableParallelism() / 2))

/**
 * The files that add, rename or delete catalogue records. Beside them (with more than one worker)
 * a reading test could list a record that is about to vanish, or count one more than the dashboard
 * did; so they run after all the others, one at a time.
 */
const WRITES_CATALOGUE = /\/(admin-create|admin-manage|admin-scale|catalogue)\.spec\.ts$/

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the real server and
 * the built SPA; e2e/global-setup.ts starts the server on a free port with a fresh data dir.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  workers,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  // Generous: the cores are shared by the server, the browsers and, on a developer's machine,
  // whatever else runs. A passing test takes a few seconds whatever the limit; a test that walks
  // many elements adds to its own limit per element (a11y.spec.ts's tabThrough).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // Set by the global setup before the workers start; workers inherit the environment.
    baseURL: process.env[BASE_URL_VARIABLE],
    locale: 'en-US',
    // A failed test keeps a trace of its actions, console and errors, without the DOM snapshots
    // (and the network log that comes with them) or the screencast: recording those for every test
    // took about 15% of the browser tests' time (docs/decisions/031-suite-time.md). `--trace on`
    // records everything for a test being debugged.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // The machines reach no host but package registries: background services would only fail.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: WRITES_CATALOGUE },
    {
      name: 'catalogue writes',
      testMatch: WRITES_CATALOGUE,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
})
