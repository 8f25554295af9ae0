import { LANGUAGES, type Language } from '@contract/constants'

/** Each language is named in itself (an endonym), so a reader finds their own whatever the UI shows. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  rw: 'Kinyarwanda',
}

export const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }))

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The language part of an i18next code ('fr-CA' -> 'fr'), English when it is not one of ours. */
export function toLanguage(code: string | undefined): Language {
  const base = code?.split('-')[0]?.toLowerCase()
  return isLanguage(base) ? base : 'en'
}
