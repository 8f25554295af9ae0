import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { TIMING } from '../src/config/ui'
import { expect, test, type Api } from './fixtures'
import { E2E_ADMIN } from './support/settings'
import { LANGUAGE_NAMES, exactly, t, type Language } from './support/locales'

/**
 * The public site's own pages (issue 4): a visitor walks home -> about -> founder -> contacts,
 * sends a message, and an admin reads it through the API. The same walk in French must show no
 * English heading.
 */

/** Every string of the namespaces these pages use, flattened. */
function strings(language: Language): Set<string> {
  const found = new Set<string>()
  const visit = (node: unknown) => {
    if (typeof node === 'string') found.add(node.trim())
    else if (node && typeof node === 'object') Object.values(node).forEach(visit)
  }
  for (const namespace of ['common', 'home', 'pages']) {
    const file = new URL(`../locales/${language}/${namespace}.json`, import.meta.url)
    visit(JSON.parse(readFileSync(file, 'utf8')))
  }
  return found
}

/** The headings of the page's main region (h1-h4), as a reader's tools list them. */
async function headings(page: Page): Promise<string[]> {
  const texts = await page
    .getByRole('main')
    .locator('h1, h2, h3, h4')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()))
  return texts.filter(Boolean)
}

/** English text on screen: a heading that is an English string and not also the French one. */
async function englishHeadings(page: Page): Promise<string[]> {
  const english = strings('en')
  const french = strings('fr')
  return (await headings(page)).filter((text) => english.has(text) && !french.has(text))
}

async function expectNoEnglishHeading(page: Page, language: Language) {
  if (language === 'en') return
  expect(await englishHeadings(page)).toEqual([])
}

const heroTitle = (language: Language) =>
  `${t(language, 'home:hero.titleLine')} ${t(language, 'home:hero.titleHighlight')}`

async function expectPreviewsOfFour(page: Page, language: Language) {
  // The sections after About load as the visitor scrolls towards them (deferred-sections.tsx).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  for (const name of ['producers', 'artists', 'gallery'] as const) {
    const preview = page.getByRole('region', {
      name: exactly(t(language, `home:previews.${name}.title`)),
    })
    // One article per card (a card's own lists, such as genres, are not counted).
    await expect(preview.getByRole('article')).toHaveCount(4)
  }
}

/** Chooses the language in the header's menu, as a visitor would. */
async function chooseLanguage(page: Page, language: Language) {
  const header = page.getByRole('banner')
  await header
    .getByRole('button', {
      name: exactly(t('en', 'language.button', { code: 'EN', language: LANGUAGE_NAMES.en })),
    })
    .click()
  await header
    .getByRole('list', { name: exactly(t('en', 'language.label')) })
    .getByRole('button', { name: exactly(LANGUAGE_NAMES[language]) })
    .click()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

async function walk(page: Page, language: Language) {
  const main = page.getByRole('main')
  await page.goto('/')
  if (language !== 'en') await chooseLanguage(page, language)
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(heroTitle(language)) }),
  ).toBeVisible()
  await expectPreviewsOfFour(page, language)
  await expectNoEnglishHeading(page, language)

  await main.getByRole('link', { name: t(language, 'pages:about.learnMore') }).click()
  await expect(page).toHaveURL(/\/abouts$/)
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(t(language, 'pages:about.title')) }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { name: exactly(t(language, 'pages:mission.valuesTitle')) }),
  ).toBeVisible()
  await expectNoEnglishHeading(page, language)

  await main.getByRole('link', { name: exactly(t(language, 'pages:about.meetFounder')) }).click()
  await expect(page).toHaveURL(/\/founder$/)
  await expect(
    page.getByRole('heading', { name: exactly(t(language, 'pages:founder.achievementsTitle')) }),
  ).toBeVisible()
  const portrait = page.getByRole('figure')
  await expect(portrait).toBeVisible()
  expect((await portrait.boundingBox())?.height).toBe(600)
  await expectNoEnglishHeading(page, language)

  await page
    .getByRole('banner')
    .getByRole('link', { name: exactly(t(language, 'nav.contact')) })
    .first()
    .click()
  await expect(page).toHaveURL(/\/contacts$/)
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(t(language, 'pages:contactPage.title')) }),
  ).toBeVisible()
  await expectNoEnglishHeading(page, language)
}

async function sendMessage(
  page: Page,
  language: Language,
  message: { name: string; email: string; text: string },
) {
  const form = page.getByRole('region', {
    name: exactly(t(language, 'pages:contactPage.formTitle')),
  })
  await form.getByLabel(t(language, 'pages:contactForm.name'), { exact: true }).fill(message.name)
  await form.getByLabel(t(language, 'pages:contactForm.email'), { exact: true }).fill(message.email)
  const phone = `${t(language, 'pages:contactForm.phone')} (${t(language, 'pages:contactForm.optional')})`
  await form.getByRole('textbox', { name: exactly(phone) }).fill('+250 788 555 010')
  await form
    .getByLabel(t(language, 'pages:contactForm.message'), { exact: true })
    .fill(message.text)
  await form.getByRole('button', { name: exactly(t(language, 'pages:contactForm.submit')) }).click()
  await expect(form.getByRole('status')).toHaveText(t(language, 'pages:contactForm.success'))
  await expect(form.getByLabel(t(language, 'pages:contactForm.name'), { exact: true })).toHaveValue(
    '',
  )
}

async function adminReads(api: Api, text: string) {
  const { token } = await api.login(E2E_ADMIN.email, E2E_ADMIN.password)
  const response = await api.request.get('contact', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status()).toBe(200)
  const messages = (await response.json()) as { message: string; phone: string }[]
  return messages.find((entry) => entry.message === text)
}

test('a visitor walks the site, sends a message, and an admin reads it', async ({
  page,
  api,
  consoleErrors,
}) => {
  await page.clock.install()
  await walk(page, 'en')

  const text = `E2E hello from the contact page ${Date.now()}`
  await sendMessage(page, 'en', { name: 'E2E Visitor', email: 'visitor@example.com', text })
  // The confirmation clears itself after five seconds (docs/product.md §3).
  await page.clock.fastForward(TIMING.contactClearMs)
  await expect(page.getByText(t('en', 'pages:contactForm.success'))).toBeHidden()

  const stored = await adminReads(api, text)
  expect(stored).toMatchObject({
    name: 'E2E Visitor',
    email: 'visitor@example.com',
    phone: '+250 788 555 010',
  })
  expect(consoleErrors).toEqual([])
})

test('the footer’s quick links land on the home page’s sections from another page', async ({
  page,
}) => {
  await page.goto('/founder')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: exactly(t('en', 'footer.sections.contact')) }).click()
  await expect(page).toHaveURL(/\/#contact$/)
  await expect(page.locator('#contact')).toBeInViewport()

  await footer.getByRole('link', { name: exactly(t('en', 'footer.sections.gallery')) }).click()
  await expect(page.locator('#gallery')).toBeInViewport()
})

test('the same walk in French shows no English heading, and the message arrives', async ({
  page,
  api,
}) => {
  await walk(page, 'fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  const text = `E2E bonjour depuis la page contact ${Date.now()}`
  await sendMessage(page, 'fr', { name: 'Visiteuse E2E', email: 'visiteuse@example.com', text })
  expect(await adminReads(api, text)).toMatchObject({ name: 'Visiteuse E2E' })
})
