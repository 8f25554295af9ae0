import i18next, { type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { baseOptions, bindDocumentLanguage } from '@/lib/i18n'

/**
 * i18n for component tests: every translation file bundled and initialised synchronously, so
 * tests assert on the real English (and, after a switch, French ...) text with no loading step.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
})

const resources: Resource = {}
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
  if (!match?.[1] || !match[2]) continue
  const [, language, namespace] = match
  resources[language] = { ...resources[language], [namespace]: content }
}

export const namespaces = [
  ...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs))),
]

export const testI18n = i18next.createInstance()
void testI18n.use(initReactI18next).init({
  ...baseOptions,
  lng: 'en',
  ns: namespaces,
  resources,
  initAsync: false,
  react: { useSuspense: false },
})
bindDocumentLanguage(testI18n)
