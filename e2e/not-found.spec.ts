import { expect, test } from './fixtures'
import { exactly, t } from './support/locales'

test('an unknown path shows the 404 page, whose link returns home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist')
  await expect(
    page.getByRole('heading', { name: exactly(t('en', 'notFound.title')) }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: t('en', 'notFound.illustration') })).toBeVisible()
  // The chrome stays: a lost visitor can still navigate.
  await expect(page.getByRole('banner')).toBeVisible()

  await page
    .getByRole('main')
    .getByRole('link', { name: exactly(t('en', 'notFound.home')) })
    .click()
  await expect(page).toHaveURL(/^[^?#]+:\/\/[^/]+\/$/)
  await expect(page.getByRole('heading', { name: exactly(t('en', 'notFound.title')) })).toBeHidden()
})

test('an unknown admin path shows the 404 page too', async ({ page, loginAs }) => {
  await loginAs(page, 'admin')
  await page.goto('/admin/no-such-screen')
  await expect(
    page.getByRole('heading', { name: exactly(t('en', 'notFound.title')) }),
  ).toBeVisible()
})
