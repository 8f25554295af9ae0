import i18next, { type i18n as I18n, type InitOptions, type LanguageDetectorModule } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@contract/constants'
import { readItem, STORAGE_KEYS, writeItem } from './storage'

/**
 * Translations live in locales/<lng>/<ns>.json. Each file is its own chunk, fetched when a
 * screen first asks for its namespace (`useTranslation('gallery')`), and only for the active
 * language. Adding a namespace is adding its four JSON files.
 *
 * English is the fallback (tests/unit/locales.test.ts checks that every language has every key).
 */
export const DEFAULT_NAMESPACE = 'common'

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json')

function loaderFor(language: string, namespace: string) {
  return loaders[`../../locales/${language}/${namespace}.json`]
}

export const baseOptions = {
  supportedLngs: LANGUAGES,
  fallbackLng: DEFAULT_LANGUAGE,
  load: 'languageOnly',
  ns: [DEFAULT_NAMESPACE],
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions

/**
 * The visitor's language: the one chosen before (localStorage), else the browser's, in its order
 * of preference; i18next takes the first the site has, else English, and stores the result.
 * 'fr-CA' from the browser becomes 'fr', the code every file and menu uses. (What
 * i18next-browser-languagedetector did with this configuration, in 2 kB less of the first load.)
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const browser =
      typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language]
    return [readItem(STORAGE_KEYS.language), ...browser]
      .filter((language): language is string => Boolean(language))
      .map((language) => language.split('-')[0] ?? language)
  },
  cacheUserLanguage(language) {
    writeItem(STORAGE_KEYS.language, language)
  },
}

/** Keeps `<html lang>` on the active language, for screen readers, hyphenation and search engines. */
export function bindDocumentLanguage(instance: I18n): void {
  const apply = () => {
    const language = instance.resolvedLanguage ?? instance.language
    if (language && typeof document !== 'undefined') document.documentElement.lang = language
  }
  apply()
  instance.on('languageChanged', apply)
}

export function createI18n(): I18n {
  const instance = i18next.createInstance()
  // Every namespace is fetched for the active language and for English, the fallback. Skipping
  // English (answering null) left i18next waiting for a fallback that never counted as loaded,
  // and non-English pages re-rendered forever; one small extra file is the cheaper price.
  const backend = resourcesToBackend(async (language: string, namespace: string) => {
    const load = loaderFor(language, namespace)
    if (!load) throw new Error(`No translations for ${language}/${namespace}`)
    return (await load()).default
  })

  void instance
    .use(backend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      react: { bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    })

  bindDocumentLanguage(instance)
  return instance
}
