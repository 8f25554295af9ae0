import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FILMMAKER_SPECIALIZATIONS, LEGACY_FILMMAKER_SPECIALIZATIONS } from '@contract/constants'
import { readChoice } from '@/components/ui/paging/page-address'

export const SPECIALIZATION_PARAM = 'specialization'

/** The specializations the list's chips offer: the form's, as the API filters by them. */
export const SPECIALIZATIONS: readonly string[] = FILMMAKER_SPECIALIZATIONS

/** The address's specialization (older data's values too, from a shared link), else undefined. */
export const readSpecialization = (search: URLSearchParams) =>
  readChoice(search, SPECIALIZATION_PARAM, [
    ...FILMMAKER_SPECIALIZATIONS,
    ...LEGACY_FILMMAKER_SPECIALIZATIONS,
  ])

/** docs/product.md §3: the filter goes back to All whenever the site's language changes. */
export function useResetOnLanguageChange(reset: () => void) {
  const { i18n } = useTranslation()
  const onChange = useEffectEvent(reset)
  useEffect(() => {
    const handler = () => onChange()
    i18n.on('languageChanged', handler)
    return () => i18n.off('languageChanged', handler)
  }, [i18n])
}
