import type { Page } from '@playwright/test'
import { TIMING } from '../src/config/ui'
import { expect, spaReady, test } from './fixtures'
import { exactly } from './support/locales'
import { audio, currentTime, isPaused, limitDialog, mt, playerBar } from './support/player'

/**
 * Listening (issue 19) in a real browser with the seeded demo audio (60-90 s tracks): the
 * waveform seek bar answers a click and the keyboard; the queue plays the next track when one
 * ends (reached by seeking to the end), and a guest's 30-second limit holds for it too.
 */

/** The list's titles in their order on screen (newest first). */
async function listedTitles(page: Page) {
  const list = page.getByRole('list', { name: exactly(mt('list.label')) })
  await expect(list).toBeVisible()
  return list.getByRole('heading', { level: 2 }).allTextContents()
}

test.describe('listening', () => {
  test('the waveform seeks where it is clicked, shows the time under the pointer, and answers the keyboard', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/musics')
    await spaReady(page)
    const [first] = await listedTitles(page)
    await page.getByRole('button', { name: exactly(mt('list.playAll')) }).click()
    const bar = playerBar(page)
    await expect(bar).toContainText(first ?? '')
    await expect.poll(async () => (await audio(page)).duration).toBeGreaterThan(30)
    const { duration } = await audio(page)

    const seek = bar.getByRole('slider', { name: exactly(mt('player.seek')) })
    const box = await seek.boundingBox()
    if (!box) throw new Error('The seek bar has no box')
    // Hovering a quarter in shows the time there (m:ss of the whole seconds the bar reads).
    const total = Math.round(duration)
    const quarter = Math.round(total / 4)
    const hoverTime = `${Math.floor(quarter / 60)}:${String(quarter % 60).padStart(2, '0')}`
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2)
    await expect(bar.getByText(exactly(hoverTime))).toBeVisible()
    // A click in the middle goes there.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(() => currentTime(page)).toBeGreaterThan(total / 2 - 2)
    expect(await currentTime(page)).toBeLessThan(total / 2 + 5)

    // Keyboard: Home to the start, then two steps of 5 s.
    await seek.press('Home')
    await expect.poll(() => currentTime(page)).toBeLessThan(3)
    await seek.press('ArrowRight')
    await seek.press('ArrowRight')
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(10)
    expect(consoleErrors).toEqual([])
  })

  test("the queue plays the next track when one ends; a guest's 30-second limit holds for it, and the dialog offers the next track", async ({
    page,
    consoleErrors,
  }) => {
    // The app's timers run on Playwright's clock; the audio plays in real time.
    await page.clock.install()
    await page.goto('/musics')
    await spaReady(page)
    const [first, second, third] = await listedTitles(page)
    if (!first || !second || !third) throw new Error('The demo needs three tracks')

    await page.getByRole('button', { name: exactly(mt('list.playAll')) }).click()
    const bar = playerBar(page)
    // The element plays at once, but the app hears its 'play' a task later and arms the limit
    // then: the clock moves only once the bar says so (a busy machine widens that gap).
    const heardPlaying = () =>
      expect(bar.getByRole('button', { name: exactly(mt('player.pause')) })).toBeVisible()
    await expect(bar).toContainText(first)
    await heardPlaying()

    // End: the track reaches its end, and the next one starts from its beginning.
    await bar.getByRole('slider', { name: exactly(mt('player.seek')) }).press('End')
    await expect(bar).toContainText(second)
    await heardPlaying()
    expect(await currentTime(page)).toBeLessThan(10)

    // Its own 30 seconds: the margin before them is wide, as the page's clock also runs.
    await page.clock.fastForward(TIMING.listenLimitMs - 5_000)
    await expect(limitDialog(page)).toHaveCount(0)
    await page.clock.fastForward(5_000)
    const dialog = limitDialog(page)
    await expect(dialog).toBeVisible()
    await expect.poll(() => isPaused(page)).toBe(true)
    await expect(
      dialog.getByRole('link', { name: exactly(mt('player.limit.signIn')) }),
    ).toHaveAttribute('href', '/login')

    // 'Next track' closes the dialog and plays the third, with a new 30 seconds.
    await dialog.getByRole('button', { name: exactly(mt('player.limit.nextTrack')) }).click()
    await expect(dialog).toHaveCount(0)
    await expect(bar).toContainText(third)
    await heardPlaying()
    await page.clock.fastForward(TIMING.listenLimitMs)
    await expect(dialog).toBeVisible()
    await expect.poll(() => isPaused(page)).toBe(true)
    expect(consoleErrors).toEqual([])
  })

  test('a tap on play before the page is live starts the music at once; the live page takes it over without starting again', async ({
    page,
    consoleErrors,
  }) => {
    // The entry is held back, as a phone's slow link holds it: the page is painted, not live.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/musics', { waitUntil: 'domcontentloaded' })
    const [first] = await listedTitles(page)
    if (!first) throw new Error('The demo needs a track')
    // The card's round button, named "Play <title> by <artist>", then "Pause …".
    const card = page.getByRole('listitem').filter({ hasText: first })
    const named = (word: string) =>
      card.getByRole('button', {
        name: new RegExp(`^${word} ${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} by `),
      })
    await named('Play').click()

    // Playing, with nothing of the app running yet.
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5)
    expect(await page.locator('html').getAttribute('data-live')).toBeNull()
    const beforeLive = await currentTime(page)

    release()
    await spaReady(page)
    const bar = playerBar(page)
    await expect(bar).toContainText(first)
    await expect(named('Pause')).toBeVisible()
    // Taken over where it was, not started again from 0, and still playing.
    expect(await currentTime(page)).toBeGreaterThanOrEqual(beforeLive)
    expect(await isPaused(page)).toBe(false)
    expect(consoleErrors).toEqual([])
  })
})
