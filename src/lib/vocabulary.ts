import { useTranslation } from 'react-i18next'
import {
  FILMMAKER_SPECIALIZATIONS,
  GALLERY_CATEGORIES,
  LEGACY_FILMMAKER_SPECIALIZATIONS,
  MUSIC_GENRES,
  PRODUCER_GENRES,
  PRODUCER_LEVELS,
  PRODUCER_SKILLS,
} from '@contract/constants'

/** 'Mid-level' -> 'midLevel', 'MIDI Programming' -> 'midiProgramming', 'R&B' -> 'rnb'. */
export function labelKey(value: string): string {
  if (value === 'R&B') return 'rnb'
  return value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase()
      return index === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join('')
}

interface Group {
  /** The namespace holding the words, one the pages showing them load anyway. */
  ns: string
  /** The object of that namespace with one key per value (labelKey). */
  prefix: string
  values: readonly string[]
}

/** The site's fixed vocabulary (contract/constants.ts) and where each group's words are. */
const GROUPS = {
  levels: { ns: 'talent', prefix: 'levels', values: PRODUCER_LEVELS },
  specializations: {
    ns: 'talent',
    prefix: 'specializations',
    // Cinematographer and Writer: two of the hosted API's five (src/api/capabilities.ts).
    values: [
      ...FILMMAKER_SPECIALIZATIONS,
      ...LEGACY_FILMMAKER_SPECIALIZATIONS,
      'Cinematographer',
      'Writer',
    ],
  },
  genres: { ns: 'talent', prefix: 'genres', values: PRODUCER_GENRES },
  skills: { ns: 'talent', prefix: 'skills', values: PRODUCER_SKILLS },
  musicGenres: { ns: 'common', prefix: 'genres', values: MUSIC_GENRES },
  galleryCategories: { ns: 'gallery', prefix: 'categories', values: GALLERY_CATEGORIES },
} satisfies Record<string, Group>

export type VocabularyGroup = keyof typeof GROUPS

/** Stored values we have words for; anything else (older or foreign data) is shown as stored. */
const KNOWN = Object.fromEntries(
  Object.entries(GROUPS).map(([group, { values }]) => [
    group,
    new Map(values.map((value) => [value, labelKey(value)])),
  ]),
) as Record<VocabularyGroup, Map<string, string>>

export const isKnown = (group: VocabularyGroup, value: string) => KNOWN[group].has(value)

/**
 * Translates stored values of the fixed vocabulary (a track's genre, a photo's category, a
 * producer's level ...) for display. Only the namespaces of the groups asked for are loaded.
 */
export function useVocabulary<G extends VocabularyGroup>(...groups: G[]) {
  const namespaces = [...new Set(groups.map((group) => GROUPS[group].ns))]
  const { t } = useTranslation(namespaces)
  return (group: G, value: string): string => {
    const key = KNOWN[group].get(value)
    const { ns, prefix } = GROUPS[group]
    return key ? t(`${prefix}.${key}`, { ns }) : value
  }
}
