import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@contract/constants'

/**
 * Every language carries every key of English, with text in it and the same {{placeholders}}.
 * The SPA relies on this to skip downloading English while another language is active.
 */
const root = join(import.meta.dirname, '../../locales')
const namespaces = readdirSync(join(root, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of flatten(value, path)) entries.set(inner, innerValue)
    } else {
      entries.set(path, value)
    }
  }
  return entries
}

/** The flattened file, or an empty map when it does not exist (the file test reports that). */
function load(language: string, namespace: string): Map<string, unknown> {
  const file = join(root, language, `${namespace}.json`)
  if (!existsSync(file)) return new Map()
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree)
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)(?:[^\w.}][^}]*)?\}\}/g)].map((match) => match[1]).sort()

describe('translation files', () => {
  it('include the namespaces of the shell', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'auth', 'validation', 'admin']))
  })

  for (const language of LANGUAGES) {
    it(`${language} has exactly the files of English`, () => {
      const files = readdirSync(join(root, language)).filter((file) => file.endsWith('.json'))
      expect(files.sort()).toEqual(namespaces.map((namespace) => `${namespace}.json`).sort())
    })
  }

  for (const namespace of namespaces) {
    const english = load('en', namespace)

    for (const language of LANGUAGES) {
      describe(`${language}/${namespace}.json`, () => {
        const translated = load(language, namespace)

        it('has the same keys as English', () => {
          expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
        })

        it('has no empty or non-text values', () => {
          const bad = [...translated].filter(
            ([, value]) => typeof value !== 'string' || value.trim() === '',
          )
          expect(bad.map(([key]) => key)).toEqual([])
        })

        it('keeps the placeholders of English', () => {
          const mismatched = [...english]
            .filter(([key, value]) => {
              const other = translated.get(key)
              return typeof value === 'string' && typeof other === 'string'
                ? placeholders(value).join() !== placeholders(other).join()
                : false
            })
            .map(([key]) => key)
          expect(mismatched).toEqual([])
        })
      })
    }
  }
})
