import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { relativeTime } from '@/lib/format'

/**
 * "3 weeks ago" in the language of `t` (spec §9 buckets; keys under `time.` in music.json). Apart
 * from the hook so each language's wording can be checked without rendering.
 */
export function relativeTimeText(t: TFunction, date: string, now?: Date): string {
  const { unit, count } = relativeTime(date, now)
  return unit === 'justNow' ? t('time.justNow') : t(`time.${unit}`, { count })
}

/** `relativeTimeText` in the current language. */
export function useRelativeTime() {
  const { t } = useTranslation('music')
  return (date: string, now?: Date) => relativeTimeText(t, date, now)
}
