import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants'

/**
 * The language a page is rendered in, as the SPA's detector would pick it (src/lib/i18n.ts), so
 * the browser hydrates the same text: the address's `?lng=`, else the visitor's stored choice
 * (the `i18next` cookie the detector writes beside localStorage; index.html's inline script
 * copies an older localStorage-only choice into it), else the browser's `Accept-Language`, else
 * English. docs/decisions/012-server-rendering-and-hydration.md.
 */

export const LANGUAGE_PARAM = 'lng'
export const LANGUAGE_COOKIE = 'i18next'

/** 'fr-CA' -> 'fr'; undefined for a language the site does not have. */
export function siteLanguage(tag: string | undefined): Language | undefined {
  const language = tag?.trim().split('-')[0]?.toLowerCase()
  return LANGUAGES.find((supported) => supported === language)
}

/** The site's language the header ranks highest (q-values, then order), if any. */
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

export function pickLanguage(request: {
  query: string | null | undefined
  cookie: string | undefined
  acceptLanguage: string | undefined
}): Language {
  return (
    siteLanguage(request.query ?? undefined) ??
    siteLanguage(cookieValue(request.cookie, LANGUAGE_COOKIE)) ??
    acceptedLanguage(request.acceptLanguage) ??
    DEFAULT_LANGUAGE
  )
}
