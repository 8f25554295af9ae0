import type { Page } from '@playwright/test'
import { expect, spaReady, test } from './fixtures'
import { exactly, t } from './support/locales'

/**
 * The server-rendered first paint (server/plugins/first-paint.ts, src/entry-server.tsx): the
 * public pages come with their content in the HTML, then the SPA takes over without a visible
 * change. A visitor who reads another language never sees the English first paint.
 */

/**
 * Holds the entry script back, so the page is looked at as it is before the SPA renders; the
 * returned function lets it through.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

interface Artist {
  _id: string
  name: string
}

test('/artists shows its heading and cards before any script runs', async ({ browser, api }) => {
  const artists = (await (await api.request.get('artist')).json()) as Artist[]
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/artists')
  const painted = page.locator('[data-first-paint]')
  await expect(
    painted.locator('h1').filter({ hasText: exactly(t('en', 'talent:artists.title')) }),
  ).toBeVisible()
  await expect(painted.getByText(artists[0]!.name, { exact: true })).toBeVisible()
  await context.close()
})

test('the SPA replaces the first paint and works as usual', async ({ page, consoleErrors }) => {
  const response = await page.goto('/gallery')
  expect(await response?.text()).toContain('data-first-paint')
  // The loader starts the SPA after the page has loaded; React then renders over the copy.
  await spaReady(page)
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(t('en', 'gallery:title')) }),
  ).toBeVisible()
  // A client-side navigation: the SPA is in charge.
  await page
    .getByRole('banner')
    .getByRole('link', { name: exactly(t('en', 'nav.music')) })
    .click()
  await expect(page).toHaveURL(/\/musics$/)
  await expect(page.locator('[data-first-paint]')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('a visitor who scrolled the first paint stays where they were', async ({ page }) => {
  const release = await holdEntry(page)
  await page.goto('/artists')
  await expect(page.locator('[data-first-paint]')).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 500))
  release()
  await spaReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  expect(await page.evaluate(() => window.scrollY)).toBe(500)
})

test('a visitor who chose French sees no English first paint', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'))
  const release = await holdEntry(page)
  await page.goto('/artists')
  await expect(page.locator('html')).toHaveClass(/no-first-paint/)
  await expect(page.locator('[data-first-paint]')).toHaveCount(1)
  await expect(page.locator('[data-first-paint]')).toBeHidden()
  release()
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(t('fr', 'talent:artists.title')) }),
  ).toBeVisible()
  await expect(page.locator('[data-first-paint]')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

test('an address with a hash skips the first paint and lands on its section', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/#contact')
  await expect(page.locator('html')).toHaveClass(/no-first-paint/)
  await spaReady(page)
  await expect(page.locator('#contact')).toBeInViewport()
  expect(consoleErrors).toEqual([])
})
