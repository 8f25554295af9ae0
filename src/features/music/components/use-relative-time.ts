import { useTranslation } from 'react-i18next'
import { relativeTime } from '@/lib/format'

/** "3 weeks ago" in the current language (spec §9 buckets; keys under `time.` in music.json). */
export function useRelativeTime() {
  const { t } = useTranslation('music')
  return (date: string, now?: Date) => {
    const { unit, count } = relativeTime(date, now)
    return unit === 'justNow' ? t('time.justNow') : t(`time.${unit}`, { count })
  }
}
