import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ALL_FILTER,
  FILMMAKER_SPECIALIZATIONS,
  LEGACY_FILMMAKER_SPECIALIZATIONS,
} from '@contract/constants'
import type { Filmmaker } from '@contract/filmmaker'
import { byFoldedText } from '@/lib/text-order'

const KNOWN_ORDER: readonly string[] = [
  ...FILMMAKER_SPECIALIZATIONS,
  ...LEGACY_FILMMAKER_SPECIALIZATIONS,
]

/** Each specialization present in the list once: known ones in the form's order, then the rest. */
export function distinctSpecializations(filmmakers: Filmmaker[]): string[] {
  const present = new Set(
    filmmakers.map((filmmaker) => filmmaker.specialization.trim()).filter(Boolean),
  )
  const rank = (value: string) => {
    const index = KNOWN_ORDER.indexOf(value)
    return index === -1 ? KNOWN_ORDER.length : index
  }
  return [...present].sort((a, b) => rank(a) - rank(b) || byFoldedText(a, b))
}

/**
 * The selected specialization (All by default) and the filmmakers it shows. docs/product.md §3: it
 * goes back to All whenever the site's language changes.
 */
export function useSpecializationFilter(filmmakers: Filmmaker[]) {
  const { i18n } = useTranslation()
  const [selected, setSelected] = useState<string>(ALL_FILTER)

  useEffect(() => {
    const reset = () => setSelected(ALL_FILTER)
    i18n.on('languageChanged', reset)
    return () => i18n.off('languageChanged', reset)
  }, [i18n])

  const specializations = useMemo(() => distinctSpecializations(filmmakers), [filmmakers])
  const shown = useMemo(
    () =>
      selected === ALL_FILTER
        ? filmmakers
        : filmmakers.filter((filmmaker) => filmmaker.specialization.trim() === selected),
    [filmmakers, selected],
  )
  return { selected, setSelected, specializations, shown }
}
