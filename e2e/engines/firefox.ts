import puppeteer, { type ElementHandle } from 'puppeteer-core'
import type { Engine } from './engine'

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Debian's Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi (the protocol
 * Firefox speaks; its CDP support is gone). A fresh profile per run.
 */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    protocolTimeout: 30_000,
    extraPrefsFirefox: {
      // The server picks the first page's language from Accept-Language.
      'intl.accept_languages': 'en-US, en',
      // A machine without a sound card or sound server fails every <audio> with an audio sink
      // error; Firefox's mock audio backend plays in real time to nowhere.
      'media.cubeb.force_mock_context': true,
      // The machines reach no host but package registries.
      'app.update.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'network.captive-portal-service.enabled': false,
    },
  })
  const page = await browser.newPage()
  page.setDefaultTimeout(30_000)
  return {
    name: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'domcontentloaded' })
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    async upload(selector, file) {
      const input = (await page.$(selector)) as ElementHandle<HTMLInputElement> | null
      if (!input) throw new Error(`no ${selector} to choose a file in`)
      await input.uploadFile(file)
    },
    close: () => browser.close(),
  }
}
