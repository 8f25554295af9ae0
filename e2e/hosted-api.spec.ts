import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { startHostedApiDouble, type HostedApiDouble } from './support/hosted-api-double'
import { exactly, t } from './support/locales'
import { startServer, type RunningServer } from './support/server'

/**
 * The SPA built against the label's hosted API on another origin (VITE_API_BASE_URL), served by
 * our server with MEDIA_ORIGINS (docs/decisions/011-serving-a-build-for-another-api.md). The API
 * is a double on its own port, which also serves the media: the pages must show its content and
 * images with no CSP violation.
 */

const root = fileURLToPath(new URL('..', import.meta.url))

let double: HostedApiDouble
let server: RunningServer
let workDir: string

/** `vite build` of the SPA alone (no server-render build: that build gets none) into its own dir. */
function buildSpa(outDir: string, apiBaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = spawn(
      path.join(root, 'node_modules', '.bin', 'vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: root,
        env: { ...process.env, VITE_API_BASE_URL: apiBaseUrl, VITE_API_KIND: 'hosted' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    let errors = ''
    vite.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    vite.on('error', reject)
    vite.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited ${code}:\n${errors}`)),
    )
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A build and a server start of its own, on two cores shared with the other workers.
  test.setTimeout(120_000)
  workDir = mkdtempSync(path.join(tmpdir(), 'kigali-e2e-hosted-'))
  double = await startHostedApiDouble()
  const distDir = path.join(workDir, 'dist-hosted')
  await buildSpa(distDir, `${double.origin}/api/v1`)
  server = await startServer({
    root,
    dataDir: path.join(workDir, 'data'),
    logFile: path.join(workDir, 'server.log'),
    env: { DIST_DIR: distDir, MEDIA_ORIGINS: double.origin, SEED_DEMO: 'false' },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await double?.close()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

/** Every CSP violation the page reports, as the browser's own event and as its console line. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return violations
}

/** The images of the page that come from the double's origin and have loaded. */
async function loadedImagesFrom(page: Page, origin: string): Promise<number> {
  return page.evaluate(
    (from) =>
      [...document.images].filter(
        (image) => image.currentSrc.startsWith(from) && image.complete && image.naturalWidth > 0,
      ).length,
    origin,
  )
}

test('a visitor and an admin use the SPA built for the hosted API, with no CSP violation', async ({
  page,
}) => {
  const violations = await watchCsp(page)
  const [eliane, kagabo] = double.store.artists
  const elianeName = String(eliane?.name)

  const home = await page.goto(`${server.baseURL}/`)
  expect(home?.headers()['content-security-policy']).toContain(
    `connect-src 'self' ${double.origin}`,
  )
  await expect(page.getByText(elianeName).first()).toBeVisible()
  // Below the fold: its image loads lazily, once scrolled to.
  await page.getByText(elianeName).first().scrollIntoViewIfNeeded()
  await expect.poll(() => loadedImagesFrom(page, double.origin)).toBeGreaterThan(0)

  await page.goto(`${server.baseURL}/artists`)
  const main = page.getByRole('main')
  await expect(main.getByText(elianeName)).toBeVisible()
  await expect(main.getByText(String(kagabo?.name))).toBeVisible()
  await expect.poll(() => loadedImagesFrom(page, double.origin)).toBeGreaterThanOrEqual(2)

  // 250 tracks: the page reads the one page of 20 it shows, and the next on "Load more".
  const musicReads = () => double.apiRequests.filter((request) => /^GET \/music\?/.test(request))
  const before = musicReads().length
  await page.goto(`${server.baseURL}/musics`)
  await expect(page.getByText(exactly('Track 01')).first()).toBeVisible()
  await expect(page.getByText(exactly('Track 20')).first()).toBeVisible()
  await expect(page.getByText(t('en', 'music:list.count_other', { count: '250' }))).toBeVisible()
  expect(await page.getByText(/^Track \d+$/).count()).toBe(20)
  expect(musicReads().slice(before)).toEqual(['GET /music?limit=20&page=1'])
  await page.getByRole('button', { name: t('en', 'paging.loadMore') }).click()
  await expect(page.getByText(exactly('Track 40')).first()).toBeVisible()
  await expect(page).toHaveURL(/\/musics\?page=2$/)
  expect(musicReads().slice(before)).toEqual([
    'GET /music?limit=20&page=1',
    'GET /music?limit=20&page=2',
  ])

  await page.goto(`${server.baseURL}/artist/${String(eliane?._id)}`)
  await expect(page.getByRole('heading', { name: elianeName })).toBeVisible()
  await expect(page.getByText(String(eliane?.bio))).toBeVisible()

  const admin = double.store.users.find((user) => user.userType === 'admin')!
  const listener = double.store.users.find((user) => user.userType === 'user')!
  await page.goto(`${server.baseURL}/login`)
  const form = page.getByRole('main')
  await form.getByLabel(t('en', 'auth:fields.email'), { exact: true }).fill(admin.email)
  await form.getByLabel(t('en', 'auth:fields.password'), { exact: true }).fill(admin.password)
  await form.getByRole('button', { name: exactly(t('en', 'auth:actions.signIn')) }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(
    page.getByRole('heading', { name: exactly(t('en', 'admin:titles.dashboard')) }),
  ).toBeVisible()
  // The heading comes before the charts ask for their figures: wait for the request.
  await expect
    .poll(() => double.apiRequests.some((call) => call.startsWith('GET /dashboard/analytics')))
    .toBe(true)

  await page.goto(`${server.baseURL}/admin/users/manage`)
  await expect(page.getByText(listener.username).first()).toBeVisible()

  expect(double.mediaRequests.length).toBeGreaterThan(0)
  expect(violations).toEqual([])
})
