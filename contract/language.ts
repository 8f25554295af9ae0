import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants'

/**
 * How a visitor's language is chosen, the same on the server's first paint and in the browser
 * (docs/decisions/012-server-rendering-and-hydration.md): the address's `?lng=`, else the choice
 * stored before (the browser keeps it in localStorage and in a cookie, which the server reads),
 * else the browser's languages (`Accept-Language`), else English. No zod here: the entry imports it.
 */

/** The query parameter of a page in one language (canonical and hreflang links use it). */
export const LANGUAGE_PARAM = 'lng'
/** The cookie that carries a stored choice to the server (the detector writes it). */
export const LANGUAGE_COOKIE = 'i18next'
/** Where the browser keeps the choice (the key the site has always used). */
export const LANGUAGE_STORAGE_KEY = 'language'
/** A year: a choice should outlive the visit, as localStorage does. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600

/** 'fr-CA' -> 'fr'; undefined for a language the site does not have. */
export function siteLanguage(tag: string | null | undefined): Language | undefined {
  const language = tag?.trim().split('-')[0]?.toLowerCase()
  return LANGUAGES.find((supported) => supported === language)
}

/** The site's language an Accept-Language header ranks highest (q-values, then order), if any. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { language: siteLanguage(tag), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.language
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.split('=')
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(value.join('=').trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/** The choice rule above, from what a request carries. */
export function pickLanguage(request: {
  query: string | null | undefined
  cookie: string | undefined
  acceptLanguage: string | undefined
}): Language {
  return (
    siteLanguage(request.query) ??
    siteLanguage(cookieValue(request.cookie, LANGUAGE_COOKIE)) ??
    acceptedLanguage(request.acceptLanguage) ??
    DEFAULT_LANGUAGE
  )
}
