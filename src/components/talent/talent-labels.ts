import { useTranslation } from 'react-i18next'
import {
  FILMMAKER_SPECIALIZATIONS,
  LEGACY_FILMMAKER_SPECIALIZATIONS,
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

const keysOf = (values: readonly string[]) =>
  new Map(values.map((value) => [value, labelKey(value)]))

/** Stored values we have words for; anything else (older or foreign data) is shown as stored. */
const KNOWN = {
  levels: keysOf(PRODUCER_LEVELS),
  specializations: keysOf([...FILMMAKER_SPECIALIZATIONS, ...LEGACY_FILMMAKER_SPECIALIZATIONS]),
  genres: keysOf(PRODUCER_GENRES),
  skills: keysOf(PRODUCER_SKILLS),
} as const

export type LabelGroup = keyof typeof KNOWN

/** Translates stored values (a producer's level, a filmmaker's specialization ...) for display. */
export function useTalentLabels() {
  const { t } = useTranslation('talent')
  return (group: LabelGroup, value: string): string => {
    const key = KNOWN[group].get(value)
    return key ? t(`${group}.${key}`) : value
  }
}

export const isKnownLevel = (level: string) => KNOWN.levels.has(level)
