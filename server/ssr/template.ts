/**
 * index.html as the server fills it for a rendered page. The file has slots, as comments that
 * the static host leaves alone (the SPA alone then renders into an empty #root):
 *
 * - `<html lang="en">`: the page's language, right from the first byte;
 * - `<!--app-head-->...<!--/app-head-->`: the default title and description, replaced by the
 *   page's own and its other head tags;
 * - `<!--app-html-->` inside #root: the page;
 * - `<!--app-state-->`: the data block the browser hydrates from (src/app/ssr-state.ts).
 *
 * The file is split once, at start; a build whose index.html lacks a slot gets no server render.
 */

export interface PageParts {
  language: string
  head: string
  html: string
  state: string
}

export type Template = (parts: PageParts) => string

const LANG = '<html lang="en">'
const HEAD_START = '<!--app-head-->'
const HEAD_END = '<!--/app-head-->'
const HTML = '<!--app-html-->'
const STATE = '<!--app-state-->'

/** Cuts `text` at its one occurrence of `marker`; undefined if there is not exactly one. */
function cut(text: string, marker: string): [string, string] | undefined {
  const at = text.indexOf(marker)
  if (at < 0 || text.indexOf(marker, at + 1) >= 0) return undefined
  return [text.slice(0, at), text.slice(at + marker.length)]
}

export function parseTemplate(indexHtml: string): Template | undefined {
  const [beforeLang, afterLang] = cut(indexHtml, LANG) ?? []
  const [beforeHead, headAndRest] = (afterLang !== undefined && cut(afterLang, HEAD_START)) || []
  const [, afterHead] = (headAndRest !== undefined && cut(headAndRest, HEAD_END)) || []
  const [beforeHtml, afterHtml] = (afterHead !== undefined && cut(afterHead, HTML)) || []
  const [beforeState, end] = (afterHtml !== undefined && cut(afterHtml, STATE)) || []
  if (beforeLang === undefined || beforeState === undefined || end === undefined) return undefined
  return ({ language, head, html, state }) =>
    `${beforeLang}<html lang="${language}">${beforeHead}${head}${beforeHtml}${html}${beforeState}${state}${end}`
}
