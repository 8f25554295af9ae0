const CONTROLS = 'a[href], button, [role="button"], [role="link"], [role="tab"], [role="menuitem"]'

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * The text a sighted user reads on a control: every text node inside it, aria-hidden or not
 * (hiding text from assistive technology does not hide it from the eye), except screen-reader-only
 * text (`sr-only`) and the `hidden` attribute's.
 */
function visibleText(control: Element): string {
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
    if (!(node instanceof Element)) return
    if (node.classList.contains('sr-only') || node.hasAttribute('hidden')) return
    if (node instanceof SVGElement) return
    node.childNodes.forEach(walk)
  }
  control.childNodes.forEach(walk)
  return normalize(parts.join(' '))
}

/** The text of `node` as assistive technology gets it: without aria-hidden parts. */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return ''
  if (node.hasAttribute('hidden')) return ''
  const label = node.getAttribute('aria-label')
  if (label) return label
  return [...node.childNodes].map(spokenText).join(' ')
}

/**
 * The accessible name of a control, enough for what the site uses: aria-labelledby, else
 * aria-label, else its contents.
 */
function accessibleName(control: Element): string {
  const ids = control.getAttribute('aria-labelledby')
  if (ids) {
    return ids
      .split(/\s+/)
      .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
  }
  return control.getAttribute('aria-label') ?? [...control.childNodes].map(spokenText).join(' ')
}

/**
 * WCAG 2.5.3 (label in name): every control under `root` whose visible text is not part of its
 * accessible name, as "visible text" → "name" lines; empty when all pass.
 */
export function labelInNameProblems(root: ParentNode = document.body): string[] {
  const problems: string[] = []
  for (const control of root.querySelectorAll(CONTROLS)) {
    const text = visibleText(control)
    if (!text) continue
    const name = normalize(accessibleName(control))
    if (!name.includes(text)) problems.push(`"${text}" → "${name}"`)
  }
  return problems
}
