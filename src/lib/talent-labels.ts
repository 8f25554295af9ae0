import { isKnown, useVocabulary, type VocabularyGroup } from '@/lib/vocabulary'

export { labelKey } from '@/lib/vocabulary'

export type LabelGroup = Extract<
  VocabularyGroup,
  'levels' | 'specializations' | 'genres' | 'skills'
>

/** The talent groups of the site's one vocabulary helper (src/lib/vocabulary.ts). */
export const useTalentLabels = () => useVocabulary('levels', 'specializations', 'genres', 'skills')

export const isKnownLevel = (level: string) => isKnown('levels', level)
