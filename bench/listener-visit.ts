import type { Browser, Page } from '@playwright/test'
import { PROBE_GLOBAL, probeScript, type ProbeSelectors, type ProbeState } from './listener-probe'

/**
 * One visit as a listener on a mid-range phone makes it: a cold cache (a new browser context),
 * a 412x823 touch screen, the CPU slowed 4x and a 1.6 Mbps down / 750 kbps up / 150 ms link
 * (Chrome DevTools Protocol emulation, as Lighthouse's devtools throttling applies it). The play
 * button is tapped as soon as it is visible; then, on a list, the interactions whose worst Event
 * Timing entry is INP's raw figure.
 */

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const

export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const

/** An interaction measured once the page is live. */
export interface Interaction {
  name: string
  /** What is tapped (its first visible match). */
  tap?: string
  /** What is focused, then changed with the arrow key (a select: its picker is native). */
  press?: string
}

export interface SiteSelectors extends ProbeSelectors {
  interactions: Interaction[]
}

export interface VisitResult {
  /** Milliseconds from navigation start; missing when the step never happened. */
  painted?: number
  /** When the tap that landed on the play button was made. */
  tapped?: number
  answered?: number
  playing?: number
  /** How many taps it took before one landed on the button. */
  taps: number
  /** The longest Event Timing entry of each interaction (16 when none reached 16 ms). */
  interactions: Record<string, number | undefined>
  error?: string
}

const STEP_TIMEOUT_MS = 30_000
/** Event Timing entries are reported after the next paint, which a slowed CPU delays. */
const SETTLE_MS = 1_500

async function throttle(page: Page) {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
  })
  await session.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
}

const probe = (page: Page) =>
  page.evaluate((name) => (window as unknown as Record<string, ProbeState>)[name]!, PROBE_GLOBAL)

const waitForMark = (page: Page, mark: keyof ProbeState['marks'], timeout = STEP_TIMEOUT_MS) =>
  page.waitForFunction(
    ([name, key]) =>
      (window as unknown as Record<string, ProbeState>)[name]?.marks[key] !== undefined,
    [PROBE_GLOBAL, mark] as const,
    { timeout, polling: 50 },
  )

/**
 * Taps the first play button as soon as it is visible. A tap that did not land on it (the page
 * moved under the finger) is tried again; one that landed is never repeated, since a page that
 * keeps taps until it is live would replay both (play, then pause).
 */
async function tapPlay(page: Page, selector: string): Promise<number> {
  const button = page.locator(selector).first()
  for (let taps = 1; taps <= 5; taps++) {
    await button.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
    // A listener scrolls to the first track when it is below the fold.
    await button.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS })
    const box = await button.boundingBox()
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    const landed = await waitForMark(page, 'tapped', 1_000).then(
      () => true,
      () => false,
    )
    if (landed) return taps
  }
  throw new Error('no tap landed on the play button')
}

async function interact(page: Page, interaction: Interaction): Promise<number | undefined> {
  const before = (await probe(page)).events.length
  if (interaction.tap) {
    const target = page.locator(`${interaction.tap} >> visible=true`).first()
    if ((await target.count()) === 0) return undefined
    await target.scrollIntoViewIfNeeded()
    const box = await target.boundingBox()
    if (!box) return undefined
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  } else if (interaction.press) {
    const target = page.locator(`${interaction.press} >> visible=true`).first()
    if ((await target.count()) === 0) return undefined
    await target.focus()
    await page.keyboard.press('ArrowDown')
  }
  await page.waitForTimeout(SETTLE_MS)
  const events = (await probe(page)).events.slice(before)
  return Math.max(16, ...events.map((event) => event.duration))
}

export async function visit(
  browser: Browser,
  url: string,
  selectors: SiteSelectors,
  acceptLanguage: string,
): Promise<VisitResult> {
  const context = await browser.newContext({
    ...PHONE,
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-language': acceptLanguage },
  })
  const result: VisitResult = { taps: 0, interactions: {} }
  try {
    const page = await context.newPage()
    await page.addInitScript(probeScript(selectors))
    await throttle(page)
    await page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS })
    result.taps = await tapPlay(page, selectors.play)
    await waitForMark(page, 'playing')
    const { marks } = await probe(page)
    Object.assign(result, {
      painted: marks.painted,
      tapped: marks.tapped,
      answered: marks.answered,
      playing: marks.playing,
    })
    for (const interaction of selectors.interactions)
      result.interactions[interaction.name] = await interact(page, interaction)
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
  } finally {
    await context.close()
  }
  return result
}
