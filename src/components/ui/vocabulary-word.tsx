import { useVocabulary, type VocabularyGroup } from '@/lib/vocabulary'

/** A stored value of the fixed vocabulary in the reader's language, where a hook cannot go. */
export function VocabularyWord({ group, value }: { group: VocabularyGroup; value: string }) {
  const word = useVocabulary(group)
  return word(group, value)
}
