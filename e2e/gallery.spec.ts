import type { Page } from '@playwright/test'
import { TIMING } from '../src/config/ui'
import { expect, serverUrl, spaReady, test, type Api } from './fixtures'
import { exactly, t } from './support/locales'

/**
 * The gallery in a real browser against the seeded demo (issue 5): filtering by category,
 * opening a photo, liking it as a listener (it survives a reload, and unliking takes it back), a
 * guest invited to sign in, Share copying the link, and the preview card the server writes
 * into the HTML of /gallery/:id.
 */

interface Item {
  _id: string
  title: string
  description: string
  image: string
  category: string
  likeCount: number
  isLikedByUser: boolean
}

const gt = (key: string, values?: Record<string, string>) => t('en', `gallery:${key}`, values)
const likesText = (count: number) =>
  gt(`detail.likes_${count === 1 ? 'one' : 'other'}`, { count: String(count) })

async function listItems(api: Api): Promise<Item[]> {
  const response = await api.request.get('gallery')
  expect(response.status()).toBe(200)
  return (await response.json()) as Item[]
}

/** GET /gallery/:id, as the token's user when given (isLikedByUser is theirs). */
async function itemOnServer(api: Api, id: string, token?: string): Promise<Item> {
  const response = await api.request.get(`gallery/${id}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: Item }).data
}

/** A seeded item by its category (tests elsewhere add items of their own while this runs). */
async function demoItem(api: Api, category: string, index = 0): Promise<Item> {
  const found = (await listItems(api)).filter((item) => item.category === category)[index]
  if (!found) throw new Error(`The demo has no ${category} item #${index}`)
  return found
}

const likeButton = (page: Page) => page.getByRole('button', { name: exactly(gt('like.button')) })
const shareButton = (page: Page) => page.getByRole('button', { name: exactly(gt('share.button')) })

/** The content of `<meta property|name="{key}" content="...">` in a page's HTML, unescaped. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta\\s+(?:property|name)="${key}"\\s+content="([^"]*)"`)
  const raw = tag.exec(html)?.[1]
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

test.describe('gallery', () => {
  test('a visitor filters by category, opens a photo, and is invited to sign in to like it', async ({
    page,
    api,
    consoleErrors,
  }) => {
    const items = await listItems(api)
    const live = items.filter((item) => item.category === 'Live')
    const studio = items.find((item) => item.category === 'Studio')
    const [opened] = live
    if (!opened || !studio) throw new Error('The demo needs Live and Studio photos')
    const likeRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/like')) likeRequests.push(request.url())
    })

    await page.goto('/gallery')
    const chips = page.getByRole('group', { name: exactly(gt('filters.label')) })
    await expect(chips.getByRole('button', { name: exactly(gt('filters.all')) })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: exactly(studio.title) })).toBeVisible()

    await chips.getByRole('button', { name: exactly('Live') }).click()
    await expect(chips.getByRole('button', { name: exactly('Live') })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page).toHaveURL(/\/gallery\?category=Live$/)
    await expect(main.getByRole('link', { name: exactly(studio.title) })).toHaveCount(0)
    for (const item of live) {
      await expect(main.getByRole('link', { name: exactly(item.title) })).toBeVisible()
    }
    // Every card shown is a Live one.
    const cards = main.getByRole('article')
    await expect(cards).toHaveCount(live.length)
    for (const card of await cards.all())
      await expect(card.getByText(exactly('Live'))).toBeVisible()

    // A card opens its photo in the lightbox; the photo's page is a link from there.
    await main.getByRole('link', { name: exactly(opened.title) }).click()
    const lightbox = page.getByRole('dialog', { name: exactly(opened.title) })
    await expect(lightbox.getByRole('img', { name: exactly(opened.title) })).toBeVisible()
    await lightbox.getByRole('link', { name: exactly(gt('lightbox.open')) }).click()
    await expect(page).toHaveURL(new RegExp(`/gallery/${opened._id}$`))
    await expect(page.getByRole('heading', { level: 1, name: exactly(opened.title) })).toBeVisible()
    await expect(page.getByText(opened.description)).toBeVisible()
    await expect(page.getByText(exactly(likesText(opened.likeCount)))).toBeVisible()

    await likeButton(page).click()
    await expect(page.getByText(gt('like.signInPrompt'))).toBeVisible()
    const signIn = page.getByRole('main').getByRole('link', { name: exactly(gt('like.signIn')) })
    await expect(signIn).toHaveAttribute('href', '/login')
    await expect(page.getByText(exactly(likesText(opened.likeCount)))).toBeVisible()
    expect(likeRequests).toEqual([])
    expect((await itemOnServer(api, opened._id)).likeCount).toBe(opened.likeCount)

    await page
      .getByRole('main')
      .getByRole('link', { name: exactly(gt('detail.back')) })
      .click()
    await expect(page).toHaveURL(/\/gallery$/)
    expect(consoleErrors).toEqual([])
  })

  test('a listener likes a photo: +1 at once and on the server, still liked after a reload, and unlike takes it back', async ({
    page,
    api,
    loginAs,
    consoleErrors,
  }) => {
    const { token } = await loginAs(page, 'listener')
    // An item only this test likes with this listener.
    const { _id: id } = await demoItem(api, 'Events', 1)
    const start = await itemOnServer(api, id, token)
    expect(start.isLikedByUser).toBe(false)

    await page.goto(`/gallery/${id}`)
    // The like is the signed-in listener's: it works once the page is live and knows them.
    await spaReady(page)
    await expect(page.getByText(exactly(likesText(start.likeCount)))).toBeVisible()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')

    await likeButton(page).click()
    await expect(page.getByText(exactly(likesText(start.likeCount + 1)))).toBeVisible()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')
    await expect(likeButton(page)).toBeEnabled()
    await expect
      .poll(async () => itemOnServer(api, id, token))
      .toMatchObject({ likeCount: start.likeCount + 1, isLikedByUser: true })

    await page.reload()
    await expect(page.getByText(exactly(likesText(start.likeCount + 1)))).toBeVisible()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true')

    await likeButton(page).click()
    await expect(page.getByText(exactly(likesText(start.likeCount)))).toBeVisible()
    await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false')
    await expect
      .poll(async () => itemOnServer(api, id, token))
      .toMatchObject({ likeCount: start.likeCount, isLikedByUser: false })
    expect(consoleErrors).toEqual([])
  })

  test('Share copies the link of the photo and says so for 3 seconds', async ({
    page,
    context,
    api,
    consoleErrors,
  }) => {
    const item = await demoItem(api, 'Studio')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serverUrl() })
    await page.clock.install()
    await page.goto(`/gallery/${item._id}`)
    // A button (not a link) does something only once the page is live (decision 018).
    await spaReady(page)

    await shareButton(page).click()
    const copied = page.getByText(exactly(gt('share.copied')))
    await expect(copied).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${serverUrl()}/gallery/${item._id}`,
    )

    await page.clock.fastForward(TIMING.shareToastMs - 500)
    await expect(copied).toBeVisible()
    await page.clock.fastForward(1_000)
    await expect(copied).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('the HTML of /gallery/:id carries the photo’s Open Graph and Twitter card', async ({
    request,
    api,
  }) => {
    const item = await demoItem(api, 'Behind the Scenes')
    const response = await request.get(`/gallery/${item._id}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
    const html = await response.text()

    const image = `${serverUrl()}${item.image}`
    expect(metaContent(html, 'og:title')).toBe(item.title)
    expect(metaContent(html, 'og:description')).toBe(item.description)
    expect(metaContent(html, 'og:image')).toBe(image)
    expect(metaContent(html, 'og:url')).toBe(`${serverUrl()}/gallery/${item._id}`)
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'twitter:title')).toBe(item.title)
    expect(metaContent(html, 'twitter:description')).toBe(item.description)
    expect(metaContent(html, 'twitter:image')).toBe(image)
    // One card: the site's default tags were replaced, not added to.
    expect(html.match(/property="og:title"/g)).toHaveLength(1)
    expect(html).toMatch(new RegExp(`<title>${item.title}`))

    // The image the card points to is really there.
    const picture = await request.get(image)
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toMatch(/^image\//)
  })
})
