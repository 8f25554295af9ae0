import type { Locator, Page } from '@playwright/test'
import { expect, spaReady, test } from './fixtures'
import { exactly, t, type Language } from './support/locales'

/** What visitors tripped over (issue 20): layout checks that need a real browser. */

/** Before the first load: the SPA reads the visitor's language from localStorage. */
async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language)
}

/**
 * Runs in the page: the release dates whose number sits on another line than the word before it
 * ("hashize ibyumweru" / "3"), as "text: top of the word, top of the number".
 */
function brokenDates(): string[] {
  const problems: string[] = []
  for (const time of document.querySelectorAll('article time')) {
    const text = time.firstChild
    if (!text || text.nodeType !== Node.TEXT_NODE) continue
    const value = text.textContent ?? ''
    const match = /(\S+)[\s\u00a0]+(\d+)(?!.*\d)/u.exec(value)
    if (!match) continue
    const top = (start: number, end: number) => {
      const range = document.createRange()
      range.setStart(text, start)
      range.setEnd(text, end)
      const rects = [...range.getClientRects()]
      return rects[rects.length - 1]?.top ?? 0
    }
    const wordStart = match.index
    const numberStart = match.index + match[0].length - match[2]!.length
    const wordTop = top(wordStart, wordStart + match[1]!.length)
    const numberTop = top(numberStart, numberStart + match[2]!.length)
    if (Math.abs(wordTop - numberTop) > 1) problems.push(`${value}: ${wordTop}, ${numberTop}`)
  }
  return problems
}

/** Runs in the page: the top of each figure's value in About's figures (first list of figures). */
function figureTops(): number[] {
  const list = document.querySelector('#about-title')?.closest('section')?.querySelector('dl')
  return [...(list?.querySelectorAll('dd') ?? [])].map((dd) => dd.getBoundingClientRect().top)
}

test.describe('in Kinyarwanda', () => {
  test('on a phone, a release date keeps its number with its word', async ({ page }) => {
    await useLanguage(page, 'rw')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/musics')
    await spaReady(page)
    await expect(page.locator('article time').first()).toBeVisible()
    expect(await page.locator('article time').count()).toBeGreaterThan(0)
    expect(await page.evaluate(brokenDates)).toEqual([])
  })

  test('on a desktop, About’s figures line up even where a label wraps', async ({ page }) => {
    await useLanguage(page, 'rw')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/abouts')
    await spaReady(page)
    await expect(page.locator('h1')).toBeVisible()
    const tops = await page.evaluate(figureTops)
    expect(tops).toHaveLength(4)
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1)
  })
})

test('home: the latest releases play in place, and the footer’s Music leads to them', async ({
  page,
}) => {
  await page.goto('/')
  await spaReady(page)
  const releases = page.getByRole('region', { name: exactly(t('en', 'home:previews.music.title')) })
  await releases.scrollIntoViewIfNeeded()
  const play = releases.getByRole('button', { name: /^Play / }).first()
  await play.click()
  const bar = page.getByRole('region', { name: exactly(t('en', 'music:player.label')) })
  await expect(bar).toBeVisible()
  await expect(
    bar.getByRole('button', { name: exactly(t('en', 'music:player.pause')) }),
  ).toBeVisible()
  await bar.getByRole('button', { name: exactly(t('en', 'music:player.pause')) }).click()

  await page.goto('/abouts')
  await spaReady(page)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: exactly(t('en', 'footer.sections.music')) })
    .click()
  await expect(page).toHaveURL(/\/#music$/)
  await expect(releases).toBeInViewport()
})

for (const width of [390, 1440]) {
  test(`gallery item at ${width} px: Share and a guest's Like keep their place and move nothing below`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/gallery')
    await spaReady(page)
    const href = await page.locator('article a[href^="/gallery/"]').first().getAttribute('href')
    await page.goto(href!)
    await spaReady(page)
    const like = page.getByRole('button', { name: exactly(t('en', 'gallery:like.button')) })
    const share = page.getByRole('button', { name: exactly(t('en', 'gallery:share.button')) })
    const facts = page.locator('dl').last()
    await expect(like).toBeVisible()
    // Boxes in the page's coordinates, not the viewport's: a click scrolls a button that is partly
    // below the fold into view (at 390 px the buttons can end at 916 of a 900 px viewport, as the
    // item's title and text wrap), and that is not the layout moving.
    const before = {
      like: await pageBox(like),
      share: await pageBox(share),
      facts: await pageBox(facts),
    }
    await share.click()
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible()
    // The one-line message has its room kept: nothing moves.
    expect(await pageBox(share)).toEqual(before.share)
    expect(await pageBox(like)).toEqual(before.like)
    expect(Math.abs((await pageBox(facts)).y - before.facts.y)).toBeLessThanOrEqual(1)
    // A guest's Like invites them to sign in below the buttons, never pushing one to a new row.
    await like.click()
    await expect(page.getByText(t('en', 'gallery:like.signInPrompt'))).toBeVisible()
    expect(await pageBox(like)).toEqual(before.like)
    expect(await pageBox(share)).toEqual(before.share)
  })
}

/** An element's box relative to the document, whatever the page's scroll. */
function pageBox(locator: Locator) {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect()
    return { x: x + window.scrollX, y: y + window.scrollY, width, height }
  })
}
