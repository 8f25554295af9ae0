import { afterEach, describe, expect, it, vi } from 'vitest'
import type { i18n as I18n } from 'i18next'
import { createI18n, keepDetectedLanguage } from '@/lib/i18n'

/** The app's i18n with i18next-browser-languagedetector, as a first visit starts it. */
async function started(): Promise<I18n> {
  const i18n = createI18n()
  await vi.waitFor(() => expect(i18n.isInitialized).toBe(true))
  return i18n
}

function withBrowserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages)
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '')
}

const cookieLanguage = () => /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1]

afterEach(() => {
  document.cookie = 'i18next=; path=/; max-age=0'
  document.documentElement.lang = 'en'
})

describe('language detector', () => {
  it('takes the choice stored under the old key before the browser languages', async () => {
    localStorage.setItem('language', 'rw')
    withBrowserLanguages(['fr-CA', 'en-GB'])
    const i18n = await started()
    expect(i18n.resolvedLanguage).toBe('rw')
    expect(document.documentElement.lang).toBe('rw')
  })

  it('takes the first browser language the site has, without its region, and stores it twice', async () => {
    withBrowserLanguages(['de-DE', 'fr-CA', 'en'])
    const i18n = await started()
    expect(i18n.resolvedLanguage).toBe('fr')
    expect(localStorage.getItem('language')).toBe('fr')
    // The cookie is for the server, which cannot read localStorage.
    expect(cookieLanguage()).toBe('fr')
  })

  it('reads the cookie when localStorage has no choice', async () => {
    document.cookie = 'i18next=es; path=/'
    withBrowserLanguages(['fr-FR'])
    const i18n = await started()
    expect(i18n.resolvedLanguage).toBe('es')
  })

  it('ignores a stored language the site does not have, and falls back to English', async () => {
    localStorage.setItem('language', 'de')
    withBrowserLanguages(['it-IT'])
    const i18n = await started()
    expect(i18n.resolvedLanguage).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })

  it('stores a language the visitor picks in localStorage and in the cookie', async () => {
    withBrowserLanguages(['en-US'])
    const i18n = await started()
    await i18n.changeLanguage('rw')
    expect(localStorage.getItem('language')).toBe('rw')
    expect(cookieLanguage()).toBe('rw')
    expect(document.documentElement.lang).toBe('rw')
  })

  describe('after hydrating a page the server rendered', () => {
    /** As src/main.tsx starts it: the server's language and translations, then the switch to live. */
    function hydrated(language: string): I18n {
      const i18n = createI18n({ language, resources: { [language]: { common: {} } } })
      keepDetectedLanguage(i18n)
      return i18n
    }

    it("keeps the server's language when the browser's list disagrees with its header", () => {
      // Lighthouse sends a French Accept-Language from a browser whose own list is English.
      withBrowserLanguages(['en-US'])
      const i18n = hydrated('fr')
      expect(i18n.language).toBe('fr')
      expect(localStorage.getItem('language')).toBe('fr')
      expect(cookieLanguage()).toBe('fr')
    })

    it('switches to a choice stored before, which the server did not see', async () => {
      localStorage.setItem('language', 'rw')
      withBrowserLanguages(['en-US'])
      const i18n = hydrated('en')
      await vi.waitFor(() => expect(i18n.language).toBe('rw'))
      expect(cookieLanguage()).toBe('rw')
    })

    it("switches to the address's ?lng=", async () => {
      window.history.replaceState(null, '', '/artists?lng=es')
      try {
        const i18n = hydrated('en')
        await vi.waitFor(() => expect(i18n.language).toBe('es'))
      } finally {
        window.history.replaceState(null, '', '/')
      }
    })
  })
})
