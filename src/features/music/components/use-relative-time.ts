import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { relativeTime } from '@/lib/relative-time'

/**
 * "3 weeks ago", worded by the keys under `time.` in music.json, in every language. Not
 * Intl.RelativeTimeFormat: ICU words Kinyarwanda only in part, and building its formatter is a long
 * task of a hydrating /musics on a phone (ICU's data; docs/decisions/026). Apart from the hook
 * so each language's wording can be checked without rendering.
 */
export function relativeTimeText(t: TFunction, date: string, now?: Date): string {
  const time = relativeTime(date, now)
  return time.unit === 'justNow' ? t('time.justNow') : t(`time.${time.unit}`, { count: time.count })
}

/** `relativeTimeText` in the current language. */
export function useRelativeTime() {
  const { t } = useTranslation('music')
  return (date: string, now?: Date) => relativeTimeText(t, date, now)
}
