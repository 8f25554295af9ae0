/**
 * Timings and counts of the interface that are no part of the API: the server never reads them
 * (docs/product.md §10 states the rules they follow).
 */

export const TIMING = {
  /** A guest's listening limit: the player pauses after this long (docs/product.md §4). */
  listenLimitMs: 30_000,
  contactClearMs: 5_000,
  shareToastMs: 3_000,
  formResetMs: 2_000,
  modeSwitchMs: 300,
  filmmakerCardDelayS: 0.1,
} as const

/** Skeleton cards a list shows while its first page loads. */
export const SKELETON_COUNTS = {
  artists: 6,
  producers: 6,
  gallery: 8,
  music: 4,
  filmmakers: 6,
} as const

/** The admin's greeting: afternoon from noon, evening from six. */
export const GREETING_CUTOFFS = { afternoonFromHour: 12, eveningFromHour: 18 } as const
