import { expect, test } from './fixtures'
import { LANGUAGE_NAMES, exactly, t, type Language } from './support/locales'
import { installThemeProbe, readThemeTrace } from './support/theme-probe'

const HEADER_LINKS = ['nav.home', 'nav.about', 'nav.gallery', 'nav.music', 'nav.contact'] as const

test('the home page loads with its header and footer, and no console error', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header).toBeVisible()
  for (const key of HEADER_LINKS) {
    await expect(header.getByRole('link', { name: exactly(t('en', key)) }).first()).toBeVisible()
  }
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Let the page's own requests (lists, images) settle: a failing one logs a console error.
  await page.waitForLoadState('networkidle')
  expect(consoleErrors).toEqual([])
})

test('the language menu switches the header and <html lang> through all four languages', async ({
  page,
}) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  let current: Language = 'en'
  for (const next of ['fr', 'es', 'rw', 'en'] as const) {
    await header
      .getByRole('button', {
        name: exactly(
          t(current, 'language.button', {
            code: current.toUpperCase(),
            language: LANGUAGE_NAMES[current],
          }),
        ),
      })
      .click()
    await header
      .getByRole('list', { name: exactly(t(current, 'language.label')) })
      .getByRole('button', { name: exactly(LANGUAGE_NAMES[next]) })
      .click()

    await expect(page.locator('html')).toHaveAttribute('lang', next)
    for (const key of HEADER_LINKS) {
      await expect(header.getByRole('link', { name: exactly(t(next, key)) }).first()).toBeVisible()
    }
    current = next
  }
})

test('the chosen language is kept after a reload', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await header
    .getByRole('button', {
      name: exactly(t('en', 'language.button', { code: 'EN', language: 'English' })),
    })
    .click()
  await header.getByRole('button', { name: exactly('Français') }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(
    header.getByRole('link', { name: exactly(t('fr', 'nav.home')) }).first(),
  ).toBeVisible()
})

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' })

  test('a first visit is in Spanish without choosing anything', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const header = page.getByRole('banner')
    for (const key of HEADER_LINKS) {
      await expect(header.getByRole('link', { name: exactly(t('es', key)) }).first()).toBeVisible()
    }
  })
})

for (const [system, chosen] of [
  ['light', 'dark'],
  ['dark', 'light'],
] as const) {
  test(`a ${chosen} theme chosen over a ${system} system survives a reload with no flash`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: system })
    await page.goto('/')
    const html = page.locator('html')
    const isDarkClass = /(^|\s)dark(\s|$)/
    // With nothing stored, the system preference decides.
    if (system === 'dark') await expect(html).toHaveClass(isDarkClass)
    else await expect(html).not.toHaveClass(isDarkClass)

    await page
      .getByRole('banner')
      .getByRole('button', { name: exactly(t('en', 'theme.dark')) })
      .first()
      .click()
    if (chosen === 'dark') await expect(html).toHaveClass(isDarkClass)
    else await expect(html).not.toHaveClass(isDarkClass)

    await page.addInitScript(installThemeProbe)
    await page.reload()
    await expect(page.getByRole('banner')).toBeVisible()
    // Visible means laid out, not yet painted: on a busy machine the first frame may still be due.
    await page.waitForFunction(() => window.__themeTrace?.atFirstFrame != null)
    const trace = await page.evaluate(readThemeTrace)
    const expectDark = chosen === 'dark'
    expect(trace.bodySeen).toBe(true)
    // From the first parsed byte of <body> on, the class never held the other theme.
    expect(trace.values.map((value) => value.split(/\s+/).includes('dark'))).toEqual(
      trace.values.map(() => expectDark),
    )
    expect(trace.atFirstFrame?.split(/\s+/).includes('dark')).toBe(expectDark)
  })
}
