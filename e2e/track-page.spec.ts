import { expect, spaReady, test } from './fixtures'
import { exactly } from './support/locales'
import { audio, isPaused, mt, playerBar } from './support/player'

/**
 * A track's own page (issue 19): opened from the list, it plays in the site's player, and the
 * link it shares carries its own preview card (Open Graph, the Twitter player, oEmbed discovery).
 */

/** A <meta> of the HTML the server sent (before any script), by property or name. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]

test.describe('a track’s page', () => {
  test('opens from the list, plays, and shares a link with its own preview tags', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto('/musics')
    await spaReady(page)
    const list = page.getByRole('list', { name: exactly(mt('list.label')) })
    const firstTitle = list.getByRole('heading', { level: 2 }).first()
    const title = (await firstTitle.textContent()) ?? ''
    await firstTitle.getByRole('link').click()

    await expect(page).toHaveURL(/\/musics\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const path = new URL(page.url()).pathname
    const heading = page.getByRole('heading', { level: 1 })
    const artist = await heading.locator('xpath=following-sibling::p[1]').textContent()

    // Plays in the site's player, which names the track.
    await page
      .getByRole('button', { name: mt('track.play', { title, artist: artist ?? '' }) })
      .click()
    await expect(playerBar(page)).toContainText(title)
    await expect.poll(async () => (await audio(page)).currentTime).toBeGreaterThan(0.5)
    expect(await isPaused(page)).toBe(false)

    // The link the share menu copies is the page's address.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: exactly(mt('trackPage.share.button')) }).click()
    await page.getByRole('button', { name: exactly(mt('trackPage.share.copyLink')) }).click()
    await expect(page.getByText(exactly(mt('trackPage.share.linkCopied')))).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(new URL(copied).pathname).toBe(path)

    // What a crawler gets at that link: the track's own card, a player card and oEmbed.
    const html = await (await request.get(copied)).text()
    expect(meta(html, 'og:title')).toBe(title)
    expect(meta(html, 'og:type')).toBe('music.song')
    expect(meta(html, 'og:url')).toBe(copied)
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+\/media\//)
    expect(meta(html, 'twitter:card')).toBe('player')
    expect(meta(html, 'twitter:player')).toBe(copied.replace('/musics/', '/embed/music/'))
    expect(html).toMatch(/<link rel="alternate" type="application\/json\+oembed" href="[^"]+"/)
    expect(html).toContain(`<h1 class="text-3xl`)
    expect(consoleErrors).toEqual([])
  })
})
