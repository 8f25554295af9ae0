import { expect, test } from './fixtures'

/**
 * Focus after the admin's actions, in the real browser (where the edit form's translations load
 * on first use): Escape in an edit dialog gives the focus back to its Edit button, and a sidebar
 * link moves it to the new page's heading.
 */

test('Escape in the edit dialog returns the focus to the Edit button', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'admin')
  await page.goto('/admin/artists/manage')
  const edit = page.getByRole('button', { name: /^Edit / }).first()
  await edit.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(edit).toBeFocused()
})

test('a sidebar link moves the focus to the new page’s heading', async ({ page, loginAs }) => {
  await loginAs(page, 'admin')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Admin' })
  await sidebar.getByRole('link', { name: /^Messages/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeFocused()
})
