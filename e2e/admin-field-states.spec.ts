import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * A focused field and a field in error look different, and each is visible: its border stands at
 * 3:1 or more against the field's background, in both themes (WCAG 1.4.11). Before, focus used
 * the same red border as an error, so a valid field being typed in looked invalid.
 */

interface FieldLook {
  border: [number, number, number]
  background: [number, number, number]
  shadow: string
}

/** The field's border and background as sRGB (computed colours may be oklch: a canvas converts). */
function lookOf(page: Page, label: string): Promise<FieldLook> {
  return page
    .getByLabel(label, { exact: false })
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element)
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = 1
      const context = canvas.getContext('2d', { willReadFrequently: true })!
      const rgb = (colour: string): [number, number, number] => {
        context.clearRect(0, 0, 1, 1)
        context.fillStyle = colour
        context.fillRect(0, 0, 1, 1)
        const [r, g, b] = context.getImageData(0, 0, 1, 1).data
        return [r!, g!, b!]
      }
      return {
        border: rgb(style.borderTopColor),
        background: rgb(style.backgroundColor),
        shadow: style.boxShadow,
      }
    })
}

function contrast(a: [number, number, number], b: [number, number, number]) {
  const luminance = ([r, g, b]: [number, number, number]) => {
    const [R, G, B] = [r, g, b].map((value) => {
      const c = value / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

for (const theme of ['light', 'dark'] as const) {
  test(`focus and error have distinct, visible borders (${theme})`, async ({ page, loginAs }) => {
    await loginAs(page, 'admin')
    await page.evaluate((value) => localStorage.setItem('theme', value), theme)
    await page.goto('/admin/artists/create')
    const name = page.getByLabel('Name', { exact: false }).first()

    await name.focus()
    await name.fill('Eliane')
    const focused = await lookOf(page, 'Name')
    expect(await name.getAttribute('aria-invalid')).toBeNull()

    // Emptied and left: the rule is broken (the form checks a field once it has been touched).
    await name.fill('')
    await page.getByLabel('Management', { exact: false }).first().focus()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    const invalid = await lookOf(page, 'Name')

    // Red means "error" on this site: a valid field in focus must not wear it.
    const redness = ([r, g, b]: [number, number, number]) => r - Math.max(g, b)
    expect(redness(focused.border), `focus border ${focused.border.join()}`).toBeLessThan(40)
    expect(redness(invalid.border), `error border ${invalid.border.join()}`).toBeGreaterThan(60)
    expect(contrast(focused.border, focused.background)).toBeGreaterThanOrEqual(3)
    expect(contrast(invalid.border, invalid.background)).toBeGreaterThanOrEqual(3)

    // Focused again while invalid: still red, and the focus ring shows on top.
    await name.focus()
    const both = await lookOf(page, 'Name')
    expect(both.border).toEqual(invalid.border)
    expect(both.shadow).not.toEqual(invalid.shadow)
  })
}
