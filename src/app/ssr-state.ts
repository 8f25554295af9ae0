import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router-dom'
import type { Resources } from '@/lib/i18n'

/**
 * What a page rendered on the server hands the browser, in one JSON data block after #root
 * (never executed, so the CSP has nothing to allow): the language and translations it rendered
 * with, its query cache and the router's state. The browser starts from exactly these, so its
 * first render is the server's HTML (src/main.tsx). docs/decisions/012-server-rendering-and-hydration.md.
 */
export interface SsrState {
  language: string
  resources: Resources
  queries: DehydratedState
  router: HydrationState
}

export const SSR_STATE_ID = 'ssr-state'

/**
 * The data block's element. `<` only occurs inside JSON strings, where `\u003c` means the same: no
 * title can close the element or open a comment.
 */
export function ssrStateTag(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`
}

/** The server's state, or undefined for a page the browser renders alone (a static host, /admin). */
export function readSsrState(): SsrState | undefined {
  const text = document.getElementById(SSR_STATE_ID)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as SsrState
  } catch {
    return undefined
  }
}
