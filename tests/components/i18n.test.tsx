import { afterEach, describe, expect, it, vi } from 'vitest'
import type { i18n as I18n } from 'i18next'
import { createI18n } from '@/lib/i18n'

/** The app's real i18n setup: detection, lazy files, English only when needed, <html lang>. */
async function started(): Promise<I18n> {
  const i18n = createI18n()
  await vi.waitFor(() => {
    expect(i18n.isInitialized).toBe(true)
    expect(i18n.hasLoadedNamespace('common')).toBe(true)
  })
  return i18n
}

function withBrowserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages)
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '')
}

afterEach(() => {
  // The detector also keeps the language in a cookie, which outlives localStorage.clear().
  document.cookie = 'i18next=; path=/; max-age=0'
  document.documentElement.lang = 'en'
})

describe('i18n', () => {
  it('uses the stored language, with English loaded as its fallback', async () => {
    localStorage.setItem('language', 'fr')
    const i18n = await started()
    expect(i18n.resolvedLanguage).toBe('fr')
    expect(i18n.t('nav.home')).toBe('Accueil')
    expect(document.documentElement.lang).toBe('fr')
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true)
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false)
  })

  it('detects the browser language and remembers it', async () => {
    withBrowserLanguages(['es-ES', 'en'])
    const i18n = await started()
    expect(i18n.resolvedLanguage).toBe('es')
    expect(i18n.t('nav.home')).toBe('Inicio')
    expect(localStorage.getItem('language')).toBe('es')
    expect(document.cookie).toContain('i18next=es')
  })

  it('falls back to English for a language the site does not have', async () => {
    withBrowserLanguages(['de-DE'])
    const i18n = await started()
    expect(i18n.resolvedLanguage).toBe('en')
    expect(i18n.t('nav.home')).toBe('Home')
    expect(document.documentElement.lang).toBe('en')
  })

  it('loads English for real when switching to it later', async () => {
    localStorage.setItem('language', 'rw')
    const i18n = await started()
    expect(i18n.t('nav.home')).toBe('Ahabanza')
    await i18n.changeLanguage('en')
    expect(i18n.t('nav.home')).toBe('Home')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('language')).toBe('en')
  })

  it('loads a namespace on demand, in the active language and the fallback only', async () => {
    localStorage.setItem('language', 'fr')
    const i18n = await started()
    expect(i18n.hasResourceBundle('fr', 'auth')).toBe(false)
    await i18n.loadNamespaces('auth')
    expect(i18n.t('actions.signIn', { ns: 'auth' })).toBe('Se connecter')
    expect(i18n.hasResourceBundle('rw', 'auth')).toBe(false)
  })

  it('shows the English text of a key another language lacks', async () => {
    localStorage.setItem('language', 'es')
    const i18n = await started()
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English')
    expect(i18n.t('onlyInEnglish')).toBe('Only in English')
  })

  it('leaves <html lang> alone when the server already set it, and changes it with the language', async () => {
    // Setting it, even to the same value, has the browser restyle the whole page at hydration.
    document.documentElement.lang = 'fr'
    const changes: string[] = []
    const observer = new MutationObserver((records) =>
      changes.push(...records.map((record) => String(record.attributeName))),
    )
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
    const i18n = createI18n({ language: 'fr', resources: { fr: { common: {} } } })
    await i18n.changeLanguage('fr')
    await Promise.resolve()
    expect(changes).toEqual([])
    await i18n.changeLanguage('es')
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('es'))
    observer.disconnect()
    expect(changes).toEqual(['lang'])
  })
})
