import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Frame, Page } from '@playwright/test'
import { TIMING } from '../src/config/ui'
import { OEmbedSchema, trackPagePath } from '../contract/embed'
import { expect, serverUrl, test, type Api } from './fixtures'
import { exactly, t } from './support/locales'

/**
 * The embeddable player (issue 19) as another site uses it: the oEmbed answer for a track page
 * gives an <iframe> of /embed/music/:id; pasted into a page of another origin, it plays, seeks
 * and keeps the site's 30-second listening limit for a guest. Only that path may be framed.
 */

const et = (key: string, values?: Record<string, string>) => t('en', `embed:${key}`, values)

/**
 * Another site: a second local server (localhost, another port: another origin and another site
 * for the browser) answering each path with the page a test put there. A route on a made-up
 * public host would not do: Chromium refuses a public page's frame of a local address.
 */
const pages = new Map<string, string>()
let otherSite: Server
let otherOrigin = ''

test.beforeAll(async () => {
  otherSite = createServer((request, response) => {
    const body = pages.get(request.url ?? '')
    // No page (the browser's /favicon.ico): nothing, rather than a 404 in the console.
    if (!body) return response.writeHead(204).end()
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
  })
  await new Promise<void>((resolve) => otherSite.listen(0, 'localhost', resolve))
  otherOrigin = `http://localhost:${(otherSite.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  await new Promise<void>((resolve) => otherSite.close(() => resolve()))
})

interface DemoTrack {
  _id: string
  title: string
  artist: string
}

async function firstTrack(api: Api): Promise<DemoTrack> {
  const response = await api.request.get('music')
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { data: { docs: DemoTrack[] } }
  const track = body.data.docs[0]
  if (!track) throw new Error('The demo seed has no track')
  return track
}

/** GET /api/v1/oembed for the track's page, checked against oEmbed 1.0's `rich` schema. */
async function oEmbedOf(api: Api, track: DemoTrack) {
  const url = `${serverUrl()}${trackPagePath(track._id)}`
  const response = await api.request.get(`oembed?url=${encodeURIComponent(url)}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/json/)
  return OEmbedSchema.parse(await response.json())
}

/** Opens a page of the other site holding `content` (an <iframe>). */
async function openOnOtherSite(page: Page, path: string, content: string) {
  pages.set(
    path,
    `<!doctype html><html lang="en"><head><title>A blog</title></head><body><h1>A blog post</h1>${content}</body></html>`,
  )
  await page.goto(`${otherOrigin}${path}`)
}

/** Opens a page of the other site holding `iframe` and returns the player's frame, loaded. */
async function embedOnOtherSite(page: Page, iframe: string): Promise<Frame> {
  await openOnOtherSite(page, `/post-${test.info().testId}`, iframe)
  const frame = await (await page.locator('iframe').elementHandle())?.contentFrame()
  if (!frame) throw new Error('The page has no player frame')
  await frame.waitForURL(/\/embed\/music\//)
  return frame
}

/** What the player's <audio> is doing. */
const audioOf = (frame: Frame) =>
  frame.evaluate(() => {
    const audio = document.querySelector('audio')
    if (!audio) throw new Error('The player has no <audio> element')
    return { currentTime: audio.currentTime, duration: audio.duration, paused: audio.paused }
  })
const currentTime = async (frame: Frame) => (await audioOf(frame)).currentTime

test.describe('the embeddable player', () => {
  test('oEmbed gives the player as an <iframe>, which plays and seeks on another site', async ({
    page,
    api,
    consoleErrors,
  }) => {
    const track = await firstTrack(api)
    const oembed = await oEmbedOf(api, track)
    expect(oembed).toMatchObject({
      type: 'rich',
      version: '1.0',
      title: track.title,
      author_name: track.artist,
      provider_name: 'Inganzo Records',
      width: 480,
      height: 180,
    })
    const src = `${serverUrl()}/embed/music/${track._id}`
    expect(oembed.html).toContain(`<iframe src="${src}" width="480" height="180"`)

    // The embed code, pasted into a page of another origin.
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const frame = await embedOnOtherSite(page, oembed.html)
    const player = page.frameLocator('iframe')
    await expect(player.getByRole('heading', { level: 1 })).toContainText(track.title)
    await expect(player.getByText(exactly(track.artist))).toBeVisible()
    await expect(
      player.getByRole('link', { name: `${track.title} (${et('newTab')})` }),
    ).toHaveAttribute('href', `${serverUrl()}${trackPagePath(track._id)}`)
    // Its own small script only, none of the SPA's chunks.
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toMatch(/^\/assets\/embed-[\w-]+\.js$/)

    // Play: the button turns to pause and the audio advances.
    await player.getByRole('button', { name: exactly(et('play')) }).click()
    await expect(player.getByRole('button', { name: exactly(et('pause')) })).toBeVisible()
    await expect.poll(() => currentTime(frame)).toBeGreaterThan(0.5)
    await expect.poll(async () => (await audioOf(frame)).duration).toBeGreaterThan(30)
    const total = Math.round((await audioOf(frame)).duration)

    // The waveform: the time under the pointer, a click in the middle goes there.
    const seek = player.getByRole('slider', { name: exactly(et('seek')) })
    const box = await seek.boundingBox()
    if (!box) throw new Error('The seek bar has no box')
    const quarter = Math.round(total / 4)
    const hoverTime = `${Math.floor(quarter / 60)}:${String(quarter % 60).padStart(2, '0')}`
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2)
    await expect(player.getByText(exactly(hoverTime))).toBeVisible()
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(() => currentTime(frame)).toBeGreaterThan(total / 2 - 2)
    expect(await currentTime(frame)).toBeLessThan(total / 2 + 5)

    // The keyboard: Home, then two steps of 5 s.
    await seek.press('Home')
    await expect.poll(() => currentTime(frame)).toBeLessThan(3)
    await seek.press('ArrowRight')
    await seek.press('ArrowRight')
    await expect.poll(() => currentTime(frame)).toBeGreaterThanOrEqual(10)
    await expect(seek).toHaveAttribute('aria-valuenow', /^1\d$/)
    expect(consoleErrors).toEqual([])
  })

  test("a guest's 30 seconds: the track pauses and the player offers to sign in on the site", async ({
    page,
    api,
    consoleErrors,
  }) => {
    // The page's timers (the frame's too) run on Playwright's clock; the audio plays in real time.
    await page.clock.install()
    const track = await firstTrack(api)
    const frame = await embedOnOtherSite(page, (await oEmbedOf(api, track)).html)
    const player = page.frameLocator('iframe')
    await player.getByRole('button', { name: exactly(et('play')) }).click()
    // The element plays at once; the player hears its 'play' a task later and arms the limit
    // then: the clock moves only once its button says so.
    const heardPlaying = () =>
      expect(player.getByRole('button', { name: exactly(et('pause')) })).toBeVisible()
    await heardPlaying()
    expect((await audioOf(frame)).paused).toBe(false)

    const dialog = player.getByRole('dialog', { name: exactly(et('limit.title')) })
    await page.clock.fastForward(TIMING.listenLimitMs - 5_000)
    await expect(dialog).toHaveCount(0)
    await page.clock.fastForward(5_000)
    await expect(dialog).toBeVisible()
    await expect.poll(async () => (await audioOf(frame)).paused).toBe(true)
    const signIn = dialog.getByRole('link', { name: `${et('limit.signIn')} (${et('newTab')})` })
    await expect(signIn).toHaveAttribute('href', `${serverUrl()}/login`)
    await expect(signIn).toHaveAttribute('target', '_blank')

    // Staying resumes the track for another 30 seconds (docs/decisions/007), as on the site.
    await dialog.getByRole('button', { name: exactly(et('limit.keepListening')) }).click()
    await expect(dialog).toHaveCount(0)
    await heardPlaying()
    await page.clock.fastForward(TIMING.listenLimitMs)
    await expect(dialog).toBeVisible()
    await expect.poll(async () => (await audioOf(frame)).paused).toBe(true)
    expect(consoleErrors).toEqual([])
  })

  test('follows the embed code’s language and theme', async ({ page, api, consoleErrors }) => {
    const track = await firstTrack(api)
    await embedOnOtherSite(
      page,
      `<iframe src="${serverUrl()}/embed/music/${track._id}?lng=fr&theme=dark" width="240" height="120" title="${track.title}"></iframe>`,
    )
    const player = page.frameLocator('iframe')
    await expect(player.getByRole('button', { name: exactly(t('fr', 'embed:play')) })).toBeVisible()
    await expect(player.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(player.locator('html')).toHaveAttribute('data-theme', 'dark')
    // At its smallest size the cover gives way; title, button and waveform stay.
    await expect(player.locator('img')).toBeHidden()
    await expect(player.getByRole('slider')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('only the player may be framed by other sites; the site’s pages still refuse', async ({
    page,
    request,
    api,
  }) => {
    const track = await firstTrack(api)
    const embed = await request.get(`/embed/music/${track._id}`)
    expect(embed.status()).toBe(200)
    expect(embed.headers()['x-frame-options']).toBeUndefined()
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *')

    const site = await request.get('/musics')
    expect(site.headers()['x-frame-options']).toBeDefined()
    expect(site.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    // In the browser: another site framing /musics gets Chromium's error page, not the site.
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes('violates the following Content Security Policy directive'),
    )
    await openOnOtherSite(
      page,
      '/framing-the-site',
      `<iframe src="${serverUrl()}/musics" title="The label's music"></iframe>`,
    )
    await refused
    const framed = await (await page.locator('iframe').elementHandle())?.contentFrame()
    await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/)
  })
})
