import i18next, { type i18n as I18n, type InitOptions } from 'i18next'
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@contract/constants'
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
} from '@contract/language'

/**
 * Translations live in locales/<lng>/<ns>.json. Each file is its own chunk, fetched when a
 * screen first asks for its namespace (`useTranslation('gallery')`), and only for the active
 * language. Adding a namespace is adding its four JSON files.
 *
 * English is the fallback (tests/unit/locales.test.ts checks that every language has every key).
 */
export const DEFAULT_NAMESPACE = 'common'

// embed.json is the embeddable player's (src/embed/), never a namespace of the SPA.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/*/embed.json',
])

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
 * The visitor's language (i18next-browser-languagedetector, the user's choice of detector): the
 * address's `?lng=`, else the one chosen before (localStorage under the key the site always used,
 * else the cookie, which the server reads too: contract/language.ts), else the browser's, in its
 * order of preference; i18next takes the first of the four the site has, else English, and stores
 * the result in both places. 'fr-CA' from the browser becomes 'fr', the code
 * every file and menu uses.
 */
export const detectionOptions = {
  // `?lng=fr` first: the address of a page in one language (canonical and hreflang links,
  // docs/decisions/012-server-rendering-and-hydration.md); it is then remembered like a choice.
  order: ['querystring', 'localStorage', 'cookie', 'navigator'],
  lookupQuerystring: LANGUAGE_PARAM,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupCookie: LANGUAGE_COOKIE,
  caches: ['localStorage', 'cookie'],
  // The detector's default is 10 minutes; a choice should outlive the visit, as localStorage does.
  cookieMinutes: LANGUAGE_COOKIE_MAX_AGE_S / 60,
  // Lax, not the default strict: a visitor arriving from a link elsewhere still sends it.
  cookieOptions: { path: '/', sameSite: 'lax' },
  convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
} satisfies DetectorOptions

/** Keeps `<html lang>` on the active language, for screen readers, hyphenation and search engines. */
export function bindDocumentLanguage(instance: I18n): void {
  const apply = () => {
    const language = instance.resolvedLanguage ?? instance.language
    if (typeof document === 'undefined') return
    const html = document.documentElement
    // Only a change: setting `lang`, even to the same value, has the browser compute the style of
    // every element of the page again (a language can change fonts and hyphenation).
    if (language && html.lang !== language) html.lang = language
  }
  apply()
  instance.on('languageChanged', apply)
}

/** Translations already at hand, by language then namespace (the server's render sends them). */
export type Resources = Record<string, Record<string, Record<string, unknown>>>

/**
 * The SPA's i18next. With `language` and `resources` (a page the server rendered, src/main.tsx)
 * it starts in the server's language with the server's translations, synchronously: the first
 * render is the server's text, with no Suspense fallback in between. Other namespaces still load
 * on demand.
 */
export function createI18n(initial?: { language: string; resources: Resources }): I18n {
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
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      ...(initial && {
        lng: initial.language,
        resources: initial.resources,
        partialBundledLanguages: true,
        initAsync: false,
      }),
      // Starting in the server's language must not overwrite a choice stored in the browser
      // before keepDetectedLanguage has read it: nothing is stored until then.
      detection: initial ? { ...detectionOptions, caches: [] } : detectionOptions,
      react: { bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
    })

  bindDocumentLanguage(instance)
  return instance
}

/**
 * The detector's sources that hold a choice (the address's, or one made on the site before), not
 * the browser's preference, which the server has already read from Accept-Language.
 */
const CHOICE_SOURCES = detectionOptions.order.filter((source) => source !== 'navigator')

/**
 * After hydrating in the server's language: remembers it where the detector and the server look
 * (localStorage and the cookie), or, when the detector finds another choice stored (a
 * localStorage choice older than the cookie), switches to that one. The browser's language list
 * is not asked again: the server chose from the same preference (its Accept-Language), and a
 * second reading that disagreed (a browser whose header and `navigator.languages` differ, as in
 * Lighthouse's runs with a French header) re-rendered the whole page in another language, and
 * moved it, right after it went live.
 */
export function keepDetectedLanguage(instance: I18n): void {
  const detector = instance.services.languageDetector as
    | {
        options: DetectorOptions
        detect: (order?: string[]) => string | string[] | undefined
        cacheUserLanguage: (lng: string) => void
      }
    | undefined
  if (!detector) return
  // From now on the choice is stored again (createI18n held it back while hydrating).
  detector.options.caches = [...detectionOptions.caches]
  // The detector hands its findings through convertDetectedLanguage already ('fr-CA' is 'fr').
  const detected = [detector.detect(CHOICE_SOURCES) ?? []]
    .flat()
    .find((language) => (LANGUAGES as readonly string[]).includes(language))
  if (detected && detected !== instance.language) void instance.changeLanguage(detected)
  else detector.cacheUserLanguage(instance.language)
}
