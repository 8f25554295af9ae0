import { readFileSync } from 'node:fs'

/**
 * The SPA's own translation files, so that specs find controls by the exact accessible names a
 * user sees in each language instead of copies that drift from the UI.
 */
export const LANGUAGES = ['en', 'fr', 'es', 'rw'] as const
export type Language = (typeof LANGUAGES)[number]

const cache = new Map<string, unknown>()

function load(language: Language, namespace: string): unknown {
  const file = new URL(`../../locales/${language}/${namespace}.json`, import.meta.url)
  const key = file.href
  if (!cache.has(key)) cache.set(key, JSON.parse(readFileSync(file, 'utf8')))
  return cache.get(key)
}

/**
 * The text of `namespace:key.path` (namespace `common` by default) in that language, with
 * `{{name}}` placeholders filled from `values`; throws when the key does not exist.
 */
export function t(language: Language, key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.includes(':')
    ? (key.split(':', 2) as [string, string])
    : ['common', key]
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      load(language, namespace),
    )
  if (typeof found !== 'string')
    throw new Error(`locales/${language}/${namespace}.json has no string at ${path}`)
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`)
}

/** An exact, whole-string matcher for an accessible name (names are matched case-sensitively). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)
}

/** How the language menu names each language: in itself (docs/product.md §3). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  rw: 'Kinyarwanda',
}
