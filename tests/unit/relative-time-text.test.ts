import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@contract/constants'
import { relativeTimeText } from '@/features/music/components/use-relative-time'

/**
 * A track's release time as the /musics page words it (docs/product.md §10), in each of the four
 * languages, from the real music.json files and i18next's plural rules.
 */
const root = join(import.meta.dirname, '../../locales')
const i18n = i18next.createInstance()
void i18n.init({
  initAsync: false,
  fallbackLng: false,
  ns: ['music'],
  defaultNS: 'music',
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { music: JSON.parse(readFileSync(join(root, language, 'music.json'), 'utf8')) as object },
    ]),
  ),
})

const now = new Date('2026-06-15T12:00:00Z')
const minute = 60_000
const hour = 60 * minute
const day = 24 * hour
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()

/** One date per bucket, singular and plural where the bucket has both. */
const dates = {
  justNow: ago(30_000),
  oneMinute: ago(minute),
  minutes: ago(59 * minute),
  oneHour: ago(hour),
  hours: ago(23 * hour),
  oneDay: ago(day),
  days: ago(6 * day),
  oneWeek: ago(7 * day),
  weeks: ago(24 * day),
  oneMonth: ago(28 * day),
  // 60 days: two months on the calendar (this read "1 month ago" when months were floored).
  twoMonths: ago(60 * day),
  months: ago(330 * day),
  oneYear: ago(366 * day),
  years: ago(3 * 366 * day),
}

const expected: Record<(typeof LANGUAGES)[number], Record<keyof typeof dates, string>> = {
  en: {
    justNow: 'just now',
    oneMinute: '1 minute ago',
    minutes: '59 minutes ago',
    oneHour: '1 hour ago',
    hours: '23 hours ago',
    oneDay: '1 day ago',
    days: '6 days ago',
    oneWeek: '1 week ago',
    weeks: '3 weeks ago',
    oneMonth: '1 month ago',
    twoMonths: '2 months ago',
    months: '11 months ago',
    oneYear: '1 year ago',
    years: '3 years ago',
  },
  fr: {
    justNow: 'à l’instant',
    oneMinute: 'il y a 1 minute',
    minutes: 'il y a 59 minutes',
    oneHour: 'il y a 1 heure',
    hours: 'il y a 23 heures',
    oneDay: 'il y a 1 jour',
    days: 'il y a 6 jours',
    oneWeek: 'il y a 1 semaine',
    weeks: 'il y a 3 semaines',
    oneMonth: 'il y a 1 mois',
    twoMonths: 'il y a 2 mois',
    months: 'il y a 11 mois',
    oneYear: 'il y a 1 an',
    years: 'il y a 3 ans',
  },
  es: {
    justNow: 'justo ahora',
    oneMinute: 'hace 1 minuto',
    minutes: 'hace 59 minutos',
    oneHour: 'hace 1 hora',
    hours: 'hace 23 horas',
    oneDay: 'hace 1 día',
    days: 'hace 6 días',
    oneWeek: 'hace 1 semana',
    weeks: 'hace 3 semanas',
    oneMonth: 'hace 1 mes',
    twoMonths: 'hace 2 meses',
    months: 'hace 11 meses',
    oneYear: 'hace 1 año',
    years: 'hace 3 años',
  },
  rw: {
    justNow: 'nonaha',
    oneMinute: 'hashize umunota 1',
    minutes: 'hashize iminota 59',
    oneHour: 'hashize isaha 1',
    hours: 'hashize amasaha 23',
    oneDay: 'hashize umunsi 1',
    days: 'hashize iminsi 6',
    oneWeek: 'hashize icyumweru 1',
    weeks: 'hashize ibyumweru 3',
    oneMonth: 'hashize ukwezi 1',
    twoMonths: 'hashize amezi 2',
    months: 'hashize amezi 11',
    oneYear: 'hashize umwaka 1',
    years: 'hashize imyaka 3',
  },
}

describe.each(LANGUAGES)('relative release time in %s', (language) => {
  const t = i18n.getFixedT(language, 'music')
  it.each(Object.entries(dates))('%s', (bucket, date) => {
    expect(relativeTimeText(t, date, now)).toBe(expected[language][bucket as keyof typeof dates])
  })

  it('reads an announced (future) release as just now', () => {
    expect(relativeTimeText(t, ago(-3 * day), now)).toBe(expected[language].justNow)
  })
})
