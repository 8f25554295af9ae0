import { expect, test } from './fixtures'

/**
 * The back-office on a 390 px phone, in both themes: no page scrolls sideways, and the
 * greeting shows whole (wrapping) rather than cut to "Good Morning, …".
 */

const ADMIN_PAGES = [
  '/admin',
  '/admin/users/manage',
  '/admin/contact/messages',
  '/admin/artists/manage',
  '/admin/gallery/manage',
  '/admin/music/manage',
  '/admin/producer/manage',
  '/admin/filmmaker/manage',
]

test.use({ viewport: { width: 390, height: 844 } })

for (const theme of ['light', 'dark'] as const) {
  test(`no admin page scrolls sideways at 390 px (${theme})`, async ({ page, loginAs }) => {
    await loginAs(page, 'admin')
    await page.evaluate((value) => localStorage.setItem('theme', value), theme)
    for (const path of ADMIN_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The lists and panels have arrived (nothing is still loading).
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0)
      await expect(page.getByText(/^Loading/)).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390)
    }
  })
}

test('the greeting shows whole at 390 px, on two lines if need be', async ({ page, loginAs }) => {
  const session = await loginAs(page, 'admin')
  await page.goto('/admin')
  const greeting = page.getByText(/^Good (Morning|Afternoon|Evening), /)
  await expect(greeting).toBeVisible()
  await expect(greeting).toHaveText(new RegExp(`, ${session.user.username}$`))
  // Nothing of it is cut off: the box holds the whole text.
  const clipped = await greeting.evaluate((element) => element.scrollWidth > element.clientWidth)
  expect(clipped).toBe(false)
  const box = await greeting.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
})
