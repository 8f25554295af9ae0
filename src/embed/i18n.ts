import { DEFAULT_LANGUAGE, type Language } from '@contract/constants'
import { LANGUAGE_PARAM, siteLanguage } from '@contract/language'
import en from '../../locales/en/embed.json'
import es from '../../locales/es/embed.json'
import fr from '../../locales/fr/embed.json'
import rw from '../../locales/rw/embed.json'

/**
 * The player's words (locales/<lng>/embed.json). All four languages are in the page's script:
 * little more than one alone, and no second request before the player can show anything
 * (docs/decisions/017-embed-player.md, 026).
 */
export type Strings = typeof en

const STRINGS: Record<Language, Strings> = { en, fr, es, rw }

/**
 * The player's language: the embed code's `?lng=`, else the first of the browser's languages
 * the site has ('fr-CA' reads as 'fr'), else English.
 */
export function pickLanguage(search: string, preferred: readonly string[]): Language {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM)
  for (const candidate of [asked, ...preferred]) {
    const code = siteLanguage(candidate)
    if (code) return code
  }
  return DEFAULT_LANGUAGE
}

export const stringsFor = (language: Language): Strings => STRINGS[language]

/** `{{name}}` placeholders filled from `values`, as i18next does on the site. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  )
}
