import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { compile } from '@tailwindcss/node'
import { describe, expect, it } from 'vitest'
import config, { brand, neutral } from '../../tailwind.config'

const srcDir = fileURLToPath(new URL('../../src/', import.meta.url))

/** The stylesheet as Tailwind builds it from src/index.css for the given class names. */
async function build(candidates: string[]): Promise<string> {
  const css = await readFile(`${srcDir}index.css`, 'utf8')
  const compiler = await compile(css, { base: srcDir, onDependency: () => undefined })
  return compiler.build(candidates)
}

/** The declarations of one class in the built CSS. */
const rule = (css: string, className: string) =>
  new RegExp(`\\.${className}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? ''

describe('the design tokens of tailwind.config.ts, as the built CSS has them', () => {
  it('every palette step becomes its class’s colour', async () => {
    const palettes = { brand, neutral }
    const classes = Object.entries(palettes).flatMap(([name, palette]) =>
      Object.keys(palette).map((step) => `bg-${name}-${step}`),
    )
    const css = await build(classes)
    for (const [name, palette] of Object.entries(palettes))
      for (const [step, colour] of Object.entries(palette))
        expect(rule(css, `bg-${name}-${step}`), `bg-${name}-${step}`).toContain(colour)
  })

  it('every semantic colour reads a variable that both themes define', async () => {
    const semantic = Object.entries(config.theme.extend.colors).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as const] : [],
    )
    expect(semantic.length).toBeGreaterThan(0)
    const css = await build(semantic.map(([name]) => `text-${name}`))
    const source = await readFile(`${srcDir}index.css`, 'utf8')
    const dark = source.slice(source.indexOf('.dark {'))
    for (const [name, value] of semantic) {
      const variable = /var\((--[\w-]+)\)/.exec(value)?.[1]
      expect(variable, name).toBeDefined()
      expect(rule(css, `text-${name}`), name).toContain(`var(${variable})`)
      expect(source, `${variable} in the light theme`).toMatch(new RegExp(`${variable}:\\s*#`))
      expect(dark, `${variable} in the dark theme`).toMatch(new RegExp(`${variable}:\\s*#`))
    }
  })

  it('the filmmaker cards’ entrance is built with its keyframes', async () => {
    const css = await build(['animate-card-enter', 'font-sans'])
    expect(css).toContain('@keyframes card-enter')
    expect(rule(css, 'animate-card-enter')).toContain('card-enter')
  })
})
