/**
 * Business constants of docs/product.md §10. The SPA and the server both read them here, so a limit
 * changes in one place.
 */

/** The label's name, as the site and its share cards and oEmbed answers give it. */
export const SITE_NAME = 'Inganzo Records'

export const LANGUAGES = ['en', 'fr', 'es', 'rw'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export const MB = 1024 * 1024
export const LIMITS = {
  imageBytes: 5 * MB,
  videoBytes: 20 * MB,
  audioBytes: 50 * MB,
  bioMax: 500,
  producerBioMin: 50,
  nameMin: 2,
  nameMax: 50,
  emailMax: 100,
  yearsExperienceMin: 0,
  yearsExperienceMax: 50,
  creditYearMin: 1900,
  portfolioYearMin: 1900,
  /** Portfolio years may reach this many years past the current one. */
  portfolioYearsAhead: 5,
  instagramMax: 30,
  twitterMax: 15,
  facebookMin: 5,
  passwordMin: 8,
  /** Registration's cap; sign-in refuses a longer password before hashing it. */
  passwordMax: 200,
  /** A link (social profile, video) is refused past this length before any pattern runs. */
  urlMax: 500,
  textMax: 5000,
  titleMax: 200,
  musicPageMax: 100,
} as const

/** The dashboard's top lists and its "recent" window, as the API answers them. */
export const COUNTS = {
  dashboardTop: 3,
  recentActivityDays: 7,
} as const

export const PRODUCER_LEVELS = ['Junior', 'Mid-level', 'Senior', 'Legendary'] as const
export type ProducerLevel = (typeof PRODUCER_LEVELS)[number]
/** The years of experience each level stands for, shown beside its option. */
export const PRODUCER_LEVEL_YEARS: Record<ProducerLevel, string> = {
  Junior: '0-3',
  'Mid-level': '3-7',
  Senior: '7-15',
  Legendary: '15+',
}

export const PRODUCER_GENRES = [
  'Pop',
  'Hip-Hop',
  'R&B',
  'Rock',
  'Electronic',
  'Jazz',
  'Classical',
  'Country',
  'Reggae',
  'Metal',
  'Folk',
  'Blues',
  'World',
  'Experimental',
] as const

export const PRODUCER_SKILLS = [
  'Mixing',
  'Mastering',
  'Sound Design',
  'Arrangement',
  'Composition',
  'Vocal Production',
  'Beat Making',
  'Live Recording',
  'MIDI Programming',
  'Audio Restoration',
  'Foley',
  'Synthesis',
  'Orchestration',
  'Lyric Writing',
] as const

export const MUSIC_GENRES = [
  'Pop',
  'Rock',
  'Hip Hop',
  'Electronic',
  'R&B',
  'Jazz',
  'Classical',
  'Other',
] as const

/**
 * Filmmaker specializations. docs/product.md §16, departure 2: each option stores what its label
 * says. Values stored by older data (Screenwriter, Actor) are still accepted on display.
 */
export const FILMMAKER_SPECIALIZATIONS = [
  'Director',
  'Producer',
  'Makeup Artist',
  'Director of Photography',
  'Sound Designer',
  'Graphic Designer',
  'Editor',
] as const
export const LEGACY_FILMMAKER_SPECIALIZATIONS = ['Screenwriter', 'Actor'] as const
export const DEFAULT_FILMMAKER_SPECIALIZATION = 'Director'

export const DEFAULT_GALLERY_CATEGORY = 'General'
/**
 * Gallery categories the site has words for in every language. A category is free text: any
 * other is shown as the admin typed it.
 */
export const GALLERY_CATEGORIES = [
  DEFAULT_GALLERY_CATEGORY,
  'Studio',
  'Live',
  'Behind the Scenes',
  'Events',
] as const
export const ALL_FILTER = 'All'

/** Date-range filters of the manage screens (docs/product.md §7). */
export const DATE_FILTERS = ['lastDay', 'last7', 'last30', 'lastMonth', 'lastYear', 'all'] as const
export type DateFilter = (typeof DATE_FILTERS)[number]
/**
 * Decision 006 departs from the first brief's "last 30 days": the manage screens open on all, so
 * no record is out of reach of the list and its search.
 */
export const DEFAULT_DATE_FILTER: DateFilter = 'all'

export const DASHBOARD_RANGES = ['6months', '12months', 'all'] as const
export type DashboardRange = (typeof DASHBOARD_RANGES)[number]
/** Months shown by each range; 'all' is bounded by the oldest record, at most this many. */
export const DASHBOARD_RANGE_MONTHS: Record<DashboardRange, number> = {
  '6months': 6,
  '12months': 12,
  all: 24,
}

export const PROGRAMS = ['label', 'freestyle', 'podcast', 'competition', 'cypher'] as const

export const USER_TYPES = ['admin', 'user'] as const
export type UserType = (typeof USER_TYPES)[number]

/** Session lifetimes: remember me keeps a sign-in for 30 days, otherwise for 24 hours. */
export const SESSION_TTL_MS = {
  remember: 30 * 24 * 3600 * 1000,
  default: 24 * 3600 * 1000,
} as const
