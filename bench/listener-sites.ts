import type { SiteSelectors } from './listener-visit'

/**
 * Where the listener bench looks on each site: the first track, its play button, and the
 * interactions measured once the page is live. Our previous release has the same markup as ours.
 */

const OUR_PLAY = 'main button[aria-label^="Play "]'

const OUR_INTERACTIONS = [
  // The first button named "Play" once a track plays is the next track's: a switch of track.
  { name: 'play', tap: 'main ul[aria-label] > li button[aria-label^="Play "]' },
  { name: 'theme', tap: 'header button[aria-pressed]' },
  // The genre select, changed from the keyboard (a tap opens the phone's native picker).
  { name: 'filter', press: 'main select' },
]

export const OUR_LIST: SiteSelectors = {
  painted: 'main ul[aria-label] > li',
  play: `main ul[aria-label] > li button[aria-label^="Play "]`,
  interactions: OUR_INTERACTIONS,
}

export const OUR_TRACK: SiteSelectors = {
  painted: 'main h1',
  play: OUR_PLAY,
  interactions: [],
}

/** The original's music page: a grid of cards, each with a round "Play" button; no filter. */
export const ORIGINAL_LIST: SiteSelectors = {
  painted: '.grid > div:has(button[aria-label="Play"])',
  play: 'button[aria-label="Play"]',
  interactions: [
    { name: 'play', tap: 'button[aria-label="Play"]' },
    { name: 'theme', tap: 'button[aria-label="Toggle dark mode"]' },
  ],
}
