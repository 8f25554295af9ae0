import { expect, test, uniqueListener } from './fixtures'
import { E2E_ADMIN } from './support/settings'
import { exactly, t } from './support/locales'

const signInButton = exactly(t('en', 'auth:actions.signIn'))
const registerButton = exactly(t('en', 'auth:actions.register'))
const dashboardTitle = exactly(t('en', 'admin:titles.dashboard'))

test('an admin signs in through the form and reaches the dashboard', async ({ page }) => {
  await page.goto('/login')
  const form = page.getByRole('main')
  await form.getByLabel(t('en', 'auth:fields.email'), { exact: true }).fill(E2E_ADMIN.email)
  await form.getByLabel(t('en', 'auth:fields.password'), { exact: true }).fill(E2E_ADMIN.password)
  await form.getByRole('button', { name: signInButton }).click()

  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: dashboardTitle })).toBeVisible()
})

test('a wrong password keeps the admin on the form with the product’s message', async ({
  page,
}) => {
  await page.goto('/login')
  const form = page.getByRole('main')
  await form.getByLabel(t('en', 'auth:fields.email'), { exact: true }).fill(E2E_ADMIN.email)
  await form.getByLabel(t('en', 'auth:fields.password'), { exact: true }).fill('not-the-password')
  await form.getByRole('button', { name: signInButton }).click()

  await expect(page.getByText(t('en', 'auth:errors.invalidCredentials'))).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('a new listener registers, signs in and lands on the home page', async ({ page }) => {
  const listener = uniqueListener('form')
  await page.goto('/login')
  const form = page.getByRole('main')
  // In sign-in mode the only "Create Account" button is the switch to registration.
  await form.getByRole('button', { name: registerButton }).click()
  await form.getByLabel(t('en', 'auth:fields.name'), { exact: true }).fill(listener.username)
  await form.getByLabel(t('en', 'auth:fields.email'), { exact: true }).fill(listener.email)
  await form.getByLabel(t('en', 'auth:fields.password'), { exact: true }).fill(listener.password)
  await form.getByRole('button', { name: registerButton }).click()

  // Registration success returns to sign-in mode (docs/product.md §6).
  await expect(page.getByText(t('en', 'auth:registered'))).toBeVisible()
  await expect(form.getByLabel(t('en', 'auth:fields.name'), { exact: true })).toHaveCount(0)

  await form.getByLabel(t('en', 'auth:fields.email'), { exact: true }).fill(listener.email)
  await form.getByLabel(t('en', 'auth:fields.password'), { exact: true }).fill(listener.password)
  await form.getByRole('button', { name: signInButton }).click()

  await expect(page).toHaveURL(/^[^?#]+:\/\/[^/]+\/$/)
  await expect(page.getByRole('banner')).toBeVisible()
  const stored = await page.evaluate(
    () =>
      JSON.parse(
        window.localStorage.getItem('user') ?? window.sessionStorage.getItem('user') ?? 'null',
      ) as unknown,
  )
  expect(stored).toMatchObject({ email: listener.email, userType: 'user' })
})

test('a listener who opens /admin is told it is for admins, not given the back-office', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'listener')
  await page.goto('/admin')
  await expect(
    page.getByRole('heading', { level: 1, name: t('en', 'common:adminOnly.title') }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: dashboardTitle })).toHaveCount(0)
  await page.getByRole('link', { name: t('en', 'common:adminOnly.back') }).click()
  await expect(page).toHaveURL(/^[^?#]+:\/\/[^/]+\/$/)
})

test('logging out leaves the back-office, forgets and revokes the session', async ({
  page,
  loginAs,
  api,
}) => {
  // Logging out revokes the token: this test must not spend the worker's shared admin session.
  const session = await loginAs(page, 'admin', { fresh: true })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: dashboardTitle })).toBeVisible()
  await page.getByRole('button', { name: exactly(t('en', 'admin:nav.logout')) }).click()

  await expect(page).toHaveURL(/\/login$/)
  // The session ends on arrival at /login (src/api/auth.ts useLogout), then the server revokes it.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
  await expect
    .poll(async () => {
      const response = await api.request.get('admin/users', {
        headers: { authorization: `Bearer ${session.token}` },
      })
      return response.status()
    })
    .toBe(401)
  await page.goto('/admin')
  await expect(page).not.toHaveURL(/\/admin/)
})
