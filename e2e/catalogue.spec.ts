import type { APIRequestContext, Page } from '@playwright/test'
import { PAGING } from '../contract/paging-rules'
import { expect, serverUrl, spaReady, test } from './fixtures'
import { exactly, t } from './support/locales'
import { mt, playerBar } from './support/player'
import { E2E_ADMIN } from './support/settings'

/**
 * The catalogue in pages (issue 27) in a real browser: the demo's 8 tracks and 20 more make two
 * pages of 20. A listener pages with "Load more", plays across the page boundary and searches;
 * without JavaScript, the rel="next" links reach every track.
 */

const EXTRA_TRACKS = 20
const TAG = `Catalogue ${Date.now().toString(36)}`

interface Track {
  _id: string
  title: string
  artist: string
}

/** PCM WAV, 8 kHz mono, one second: a track that ends by itself. */
function wavDataUrl(): string {
  const samples = 8000
  const buffer = Buffer.alloc(44 + samples)
  buffer.write('RIFF', 0)
  buffer.writeUInt32LE(36 + samples, 4)
  buffer.write('WAVEfmt ', 8)
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(1, 22)
  buffer.writeUInt32LE(8000, 24)
  buffer.writeUInt32LE(8000, 28)
  buffer.writeUInt16LE(1, 32)
  buffer.writeUInt16LE(8, 34)
  buffer.write('data', 36)
  buffer.writeUInt32LE(samples, 40)
  for (let i = 0; i < samples; i++)
    buffer.writeUInt8(128 + Math.round(60 * Math.sin(i / 5)), 44 + i)
  return `data:audio/wav;base64,${buffer.toString('base64')}`
}

let admin: APIRequestContext
const created: string[] = []

async function musicPage(page: number): Promise<{ docs: Track[]; total: number; pages: number }> {
  const response = await admin.get(`music?page=${page}&limit=${PAGING.musicPageSize}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { docs: Track[]; total: number; pages: number } }).data
}

const listTitles = (page: Page) =>
  page
    .getByRole('list', { name: exactly(mt('list.label')) })
    .getByRole('heading', { level: 2 })
    .allTextContents()

test.describe('the catalogue in pages', () => {
  test.beforeAll(async ({ playwright }) => {
    const login = await playwright.request.newContext({ baseURL: `${serverUrl()}/api/v1/` })
    const response = await login.post('admin/login', {
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, rememberMe: false },
    })
    const { token } = (await response.json()) as { token: string }
    await login.dispose()
    admin = await playwright.request.newContext({
      baseURL: `${serverUrl()}/api/v1/`,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    })
    const audioUrl = wavDataUrl()
    for (let index = 1; index <= EXTRA_TRACKS; index++) {
      const number = String(index).padStart(2, '0')
      const reply = await admin.post('music', {
        data: {
          title: `${TAG} ${number}`,
          artist: 'Catalogue Walker',
          genre: 'Jazz',
          // Older than the demo's releases: they come after them, newest first.
          releaseDate: `2001-01-${String(31 - index).padStart(2, '0')}`,
          duration: 1,
          audioUrl,
        },
      })
      expect(reply.status(), await reply.text()).toBe(201)
      created.push(((await reply.json()) as { data: Track }).data._id)
    }
  })

  test.afterAll(async () => {
    for (const id of created) await admin.delete(`music/${id}`)
    await admin.dispose()
  })

  test('a listener pages with "Load more", plays across the page boundary and searches', async ({
    page,
  }) => {
    const first = await musicPage(1)
    const second = await musicPage(2)
    expect(first.pages).toBeGreaterThanOrEqual(2)

    await page.goto('/musics')
    await spaReady(page)
    expect(await listTitles(page)).toEqual(first.docs.map((track) => track.title))
    await expect(
      page.getByText(mt('list.count_other', { count: String(first.total) })),
    ).toBeVisible()
    const pages = page.getByRole('navigation', { name: exactly(mt('list.pages')) })
    await expect(pages.locator('a[rel="next"]')).toHaveAttribute('href', '/musics?page=2')

    // The last track of page 1 ends: the queue reads page 2 and plays its first.
    const last = first.docs.at(-1)!
    await page
      .getByRole('button', {
        name: exactly(mt('track.play', { title: last.title, artist: last.artist })),
      })
      .click()
    await expect(playerBar(page)).toContainText(last.title)
    const next = second.docs[0]!
    await expect(playerBar(page)).toContainText(next.title, { timeout: 15_000 })

    // "Load more" appends page 2 and keeps it in the address; Back after leaving finds it again.
    await page.getByRole('button', { name: exactly(t('en', 'paging.loadMore')) }).click()
    await expect(page).toHaveURL(/\/musics\?page=2$/)
    await expect.poll(() => listTitles(page)).toHaveLength(first.docs.length + second.docs.length)
    await page.goto('/abouts')
    await page.goBack()
    await spaReady(page)
    await expect.poll(() => listTitles(page)).toHaveLength(first.docs.length + second.docs.length)

    // The search is the API's: one page of the tracks that match, from page 1.
    await page.getByRole('searchbox', { name: exactly(mt('filters.search')) }).fill(TAG)
    await expect(page).toHaveURL(
      new RegExp(`/musics\\?q=${encodeURIComponent(TAG).replace(/%20/g, '(\\+|%20)')}$`),
    )
    await expect
      .poll(async () => (await listTitles(page)).sort())
      .toEqual(
        Array.from({ length: EXTRA_TRACKS }, (_, i) => `${TAG} ${String(i + 1).padStart(2, '0')}`),
      )
  })

  test('without JavaScript, the rel="next" links reach every track', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const { total } = await musicPage(1)
    const seen: string[] = []
    let address: string | null = `${serverUrl()}/musics`
    let visits = 0
    while (address && visits < 20) {
      await page.goto(address)
      seen.push(...(await listTitles(page)))
      const next = page.locator('nav a[rel="next"]')
      address =
        (await next.count()) > 0
          ? new URL((await next.getAttribute('href'))!, page.url()).href
          : null
      visits += 1
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    for (let index = 1; index <= EXTRA_TRACKS; index++)
      expect(seen).toContain(`${TAG} ${String(index).padStart(2, '0')}`)
    await context.close()
  })
})
