import type { Page } from '@playwright/test'
import { expect, test, type Api } from './fixtures'
import { exactly, t, type Language } from './support/locales'

/**
 * A visitor walks the talent pages of the seeded demo: artists -> an artist -> producers
 * (filtered by level) -> a producer -> filmmakers (filtered) -> a filmmaker, in English and in
 * French. What each page should show is read from the API, so the walk follows the demo data.
 */

interface Artist {
  _id: string
  name: string
  management: string
  bio: string
  socialLinks: Record<string, string>
}
interface Producer {
  _id: string
  name: string
  level: string
  contactEmail: string
  credits: { project: string }[]
}
interface Filmmaker {
  _id: string
  name: string
  specialization: string
  isActive: boolean
  portfolio: { title: string }[]
  contact: { email: string; phone: string }
}

async function demoData(api: Api) {
  const artists = (await (await api.request.get('artist')).json()) as Artist[]
  const producers = ((await (await api.request.get('producer')).json()) as { data: Producer[] })
    .data
  const filmmakers = (await (await api.request.get('filmmaker')).json()) as Filmmaker[]
  return { artists, producers, filmmakers }
}

const tt = (language: Language, key: string, values?: Record<string, string>) =>
  t(language, `talent:${key}`, values)

async function openTalentMenu(
  page: Page,
  language: Language,
  item: 'artists' | 'producers' | 'filmmakers',
) {
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: exactly(t(language, 'nav.talent')) }).click()
  await header.getByRole('link', { name: exactly(t(language, `nav.${item}`)) }).click()
}

/** Every h1-h3 of the main content, so a heading left in English shows up by its text. */
async function headings(page: Page): Promise<string[]> {
  return page.locator('main').locator('h1, h2, h3').allInnerTexts()
}

/** English headings of the talent pages that French words differently. */
function englishOnlyHeadings(): string[] {
  const keys = [
    'artists.title',
    'artist.biography',
    'artist.follow',
    'producers.title',
    'producer.about',
    'producer.genres',
    'producer.skills',
    'producer.credits',
    'producer.follow',
    'filmmakers.title',
    'filmmaker.about',
    'filmmaker.portfolio',
  ]
  return keys
    .map((key) => tt('en', key))
    .filter((text, index) => text !== tt('fr', keys[index] ?? ''))
}

async function walk(page: Page, api: Api, language: Language) {
  const { artists, producers, filmmakers } = await demoData(api)
  const seen: string[] = []
  const main = page.locator('main')

  // Artists: one card per artist, each a link to its profile.
  await page.goto('/artists')
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(tt(language, 'artists.title')) }),
  ).toBeVisible()
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(artists.length)
  await expect(page).toHaveTitle(new RegExp(`^${tt(language, 'artists.title')} · `))
  seen.push(...(await headings(page)))

  const artist = artists.find(
    (candidate) => candidate.management && candidate.socialLinks.instagram,
  )
  if (!artist) throw new Error('the demo data has no artist with management and instagram')
  await main.getByRole('link', { name: exactly(artist.name) }).click()
  await expect(page).toHaveURL(new RegExp(`/artist/${artist._id}$`))
  await expect(page.getByRole('heading', { level: 1, name: exactly(artist.name) })).toBeVisible()
  await expect(main.getByText(artist.management)).toBeVisible()
  await expect(main.getByText(artist.bio)).toBeVisible()
  await expect(
    main.getByText(tt(language, 'artist.genreValue'), { exact: true }).first(),
  ).toBeVisible()
  await expect(main.getByText(tt(language, 'artist.locationValue'), { exact: true })).toBeVisible()
  const instagram = main.getByRole('link', {
    name: exactly(tt(language, 'artist.socialLink', { network: 'Instagram' })),
  })
  await expect(instagram).toHaveAttribute(
    'href',
    `https://instagram.com/${artist.socialLinks.instagram}`,
  )
  await expect(instagram).toHaveAttribute('target', '_blank')
  const setNetworks = Object.values(artist.socialLinks).filter((value) => value.trim() !== '')
  await expect(
    main.getByRole('link', {
      name: new RegExp(`^${tt(language, 'artist.socialLink', { network: '' })}`),
    }),
  ).toHaveCount(setNetworks.length)
  seen.push(...(await headings(page)))

  // Producers, filtered to one level.
  await openTalentMenu(page, language, 'producers')
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(tt(language, 'producers.title')) }),
  ).toBeVisible()
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(producers.length)
  const legendary = producers.filter((producer) => producer.level === 'Legendary')
  await page
    .getByRole('group', { name: exactly(tt(language, 'producers.filterLabel')) })
    .getByRole('button', { name: exactly(tt(language, 'levels.legendary')) })
    .click()
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(legendary.length)
  seen.push(...(await headings(page)))

  const producer = legendary[0]
  if (!producer) throw new Error('the demo data has no legendary producer')
  await main.getByRole('link', { name: exactly(producer.name) }).click()
  await expect(page).toHaveURL(new RegExp(`/producer/${producer._id}$`))
  await expect(page.getByRole('heading', { level: 1, name: exactly(producer.name) })).toBeVisible()
  await expect(main.getByText(tt(language, 'levels.legendary'), { exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: producer.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${producer.contactEmail}`,
  )
  for (const credit of producer.credits) {
    await expect(main.getByRole('cell', { name: exactly(credit.project) })).toBeVisible()
  }
  seen.push(...(await headings(page)))
  await main.getByRole('link', { name: exactly(tt(language, 'producer.back')) }).click()
  await expect(page).toHaveURL(/\/producers$/)

  // Filmmakers, filtered to one specialization.
  await openTalentMenu(page, language, 'filmmakers')
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(tt(language, 'filmmakers.title')) }),
  ).toBeVisible()
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(filmmakers.length)
  const editors = filmmakers.filter((filmmaker) => filmmaker.specialization === 'Editor')
  await page
    .getByRole('group', { name: exactly(tt(language, 'filmmakers.filterLabel')) })
    .getByRole('button', { name: exactly(tt(language, 'specializations.editor')) })
    .click()
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(editors.length)
  seen.push(...(await headings(page)))

  const filmmaker = editors[0]
  if (!filmmaker) throw new Error('the demo data has no editor')
  await main.getByRole('link', { name: exactly(filmmaker.name) }).click()
  await expect(page).toHaveURL(new RegExp(`/filmmakers/${filmmaker._id}$`))
  await expect(page.getByRole('heading', { level: 1, name: exactly(filmmaker.name) })).toBeVisible()
  await expect(
    main.getByText(tt(language, filmmaker.isActive ? 'filmmaker.active' : 'filmmaker.inactive'), {
      exact: true,
    }),
  ).toBeVisible()
  for (const work of filmmaker.portfolio) {
    await expect(main.getByText(work.title, { exact: true })).toBeVisible()
  }
  await expect(main.getByRole('link', { name: filmmaker.contact.email })).toHaveAttribute(
    'href',
    `mailto:${filmmaker.contact.email}`,
  )
  await expect(main.getByRole('link', { name: filmmaker.contact.phone })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  )
  seen.push(...(await headings(page)))
  await main.getByRole('link', { name: exactly(tt(language, 'filmmaker.back')) }).click()
  await expect(page).toHaveURL(/\/filmmakers$/)

  return seen
}

test('a visitor walks the talent pages of the demo', async ({ page, api, consoleErrors }) => {
  await walk(page, api, 'en')
  expect(consoleErrors).toEqual([])
})

test('the same walk in French shows no English heading', async ({ page, api, consoleErrors }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'fr'))
  const seen = await walk(page, api, 'fr')

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const english = englishOnlyHeadings()
  expect(seen.filter((heading) => english.includes(heading.trim()))).toEqual([])
  expect(consoleErrors).toEqual([])
})
