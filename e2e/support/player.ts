import type { Page } from '@playwright/test'
import { exactly, t } from './locales'

/** The player's helpers shared by the music specs: its words, its <audio> element, its bar. */

export const mt = (key: string, values?: Record<string, string>) => t('en', `music:${key}`, values)

/** What the app's one <audio> element is doing. */
export function audio(page: Page) {
  return page.evaluate(() => {
    const element = document.querySelector('audio')
    if (!element) throw new Error('The player has no <audio> element')
    return {
      src: element.currentSrc || element.src,
      isPaused: element.paused,
      currentTime: element.currentTime,
      duration: element.duration,
      volume: element.volume,
    }
  })
}

export const currentTime = async (page: Page) => (await audio(page)).currentTime
export const isPaused = async (page: Page) => (await audio(page)).isPaused

export const playerBar = (page: Page) =>
  page.getByRole('region', { name: exactly(mt('player.label')) })
export const limitDialog = (page: Page) =>
  page.getByRole('dialog', { name: exactly(mt('player.limit.title')) })
