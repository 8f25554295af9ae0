import { afterEach, describe, expect, it, vi } from 'vitest'
import { languageDetector } from '@/lib/i18n'

function withBrowserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages)
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '')
}

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('language detector', () => {
  it('offers the stored language first, then the browser languages without their region', () => {
    localStorage.setItem('language', 'rw')
    withBrowserLanguages(['fr-CA', 'en-GB'])
    expect(languageDetector.detect()).toEqual(['rw', 'fr', 'en', 'fr'])
  })

  it('offers only the browser languages when nothing is stored', () => {
    withBrowserLanguages(['es-ES'])
    expect(languageDetector.detect()).toEqual(['es', 'es'])
  })

  it('stores the language i18next settled on', () => {
    languageDetector.cacheUserLanguage?.('fr')
    expect(localStorage.getItem('language')).toBe('fr')
  })
})
