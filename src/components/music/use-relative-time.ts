import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { formatRelativeTime, relativeTime } from '@/lib/relative-time'

/**
 * "3 weeks ago" in `language`: Intl's wording where it is trusted, else the keys under `time.` in
 * music.json (Kinyarwanda, "just now", a browser without Intl.RelativeTimeFormat). Apart from the
 * hook so each language's wording can be checked without rendering.
 */
export function relativeTimeText(t: TFunction, language: string, date: string, now?: Date): string {
  const time = relativeTime(date, now)
  const worded = formatRelativeTime(time, language)
  if (worded !== null) return worded
  return time.unit === 'justNow' ? t('time.justNow') : t(`time.${time.unit}`, { count: time.count })
}

/** `relativeTimeText` in the current language. */
export function useRelativeTime() {
  const { t, i18n } = useTranslation('music')
  const language = i18n.resolvedLanguage ?? i18n.language
  return (date: string, now?: Date) => relativeTimeText(t, language, date, now)
}
