import { readFileSync } from 'node:fs'

/**
 * The contract's validation messages are translation keys; API clients get their English text,
 * read from the same file the SPA uses.
 */
const english = JSON.parse(
  readFileSync(new URL('../../locales/en/validation.json', import.meta.url), 'utf8'),
) as Record<string, unknown>

export function englishMessage(key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      english,
    )
  if (typeof found !== 'string') return key
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
