import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { compile } from '@tailwindcss/node'
import { describe, expect, it } from 'vitest'
import config, { brand } from '../../tailwind.config'

const srcDir = fileURLToPath(new URL('../../src/', import.meta.url))

/** The stylesheet as Tailwind builds it for the given class names. */
async function build(candidates: string[]): Promise<string> {
  const css = await readFile(`${srcDir}index.css`, 'utf8')
  const compiler = await compile(css, { base: srcDir, onDependency: () => undefined })
  return compiler.build(candidates)
}

describe('tailwind.config.ts', () => {
  it('holds the design tokens', () => {
    expect(brand[700]).toBe('#b91c1c')
    expect(config.theme.extend.colors).toHaveProperty('surface', 'var(--surface)')
  })

  it('is the config src/index.css builds with', async () => {
    const css = await build([
      'bg-brand-700',
      'text-fg',
      'border-line',
      'animate-card-enter',
      'font-sans',
    ])
    expect(css).toMatch(/\.bg-brand-700\s*\{\s*background-color:\s*#b91c1c/)
    expect(css).toMatch(/\.text-fg\s*\{\s*color:\s*var\(--fg\)/)
    expect(css).toMatch(/\.border-line\s*\{[^}]*var\(--line\)/)
    expect(css).toContain('@keyframes card-enter')
  })
})
