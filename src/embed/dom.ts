/**
 * The few DOM helpers the player is built with: an element with its attributes and children, and
 * the same for SVG. No framework: the page must stay small enough for other sites to frame.
 */

type Attributes = Record<string, string | number | boolean | null | undefined>
type Child = Node | string | null | undefined | false

function setAttributes(element: Element, attributes: Attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue
    element.setAttribute(name, value === true ? '' : String(value))
  }
}

function append(element: Element, children: Child[]) {
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) element.append(child)
}

export function h<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag)
  setAttributes(element, attributes)
  append(element, children)
  return element
}

const SVG = 'http://www.w3.org/2000/svg'

export function svg(tag: string, attributes: Attributes = {}, ...children: Child[]): SVGElement {
  const element = document.createElementNS(SVG, tag)
  setAttributes(element, attributes)
  append(element, children)
  return element
}

/** A 24×24 icon of one path, hidden from assistive technology (its button carries the name). */
export const icon = (path: string) =>
  svg(
    'svg',
    { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': 'true', focusable: 'false' },
    svg('path', { d: path }),
  )

export const ICONS = {
  play: 'M8 5.1v13.8a1 1 0 0 0 1.5.9l10.6-6.9a1 1 0 0 0 0-1.7L9.5 4.2A1 1 0 0 0 8 5.1z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
} as const
