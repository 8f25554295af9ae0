import { EARLY_PLAY, type EarlyPlay } from '@contract/ssr'

/**
 * The track index.html's loader started on the page's `<audio>` when a play button was tapped
 * before the page was live (scripts/vite-load-after-first-paint.ts), if `url` is that track: read
 * once, by the player's first start of a track. The player then keeps the element as it is,
 * playing (or paused, if the browser refused to play it) where it has got to.
 */
export function takeEarlyPlay(element: HTMLAudioElement, url: string): boolean {
  const slot = globalThis as unknown as Record<string, EarlyPlay | undefined>
  const early = slot[EARLY_PLAY]
  if (!early) return false
  slot[EARLY_PLAY] = undefined
  return early.src === url && element.getAttribute('src') === url && !element.ended
}
