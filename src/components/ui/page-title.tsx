import { createContext, use, useLayoutEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { site } from '@/config/site'
import type { StructuredData } from '@/lib/structured-data'

/** "Artists · Inganzo Records"; the home page passes no title and gets the site's name alone. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${site.name}` : site.name
}

/** The page's title, description and JSON-LD, as the server's render writes them into <head>. */
export interface PageHead {
  /** The site's origin, for absolute URLs ('' when the server does not know it). */
  origin: string
  title?: string
  description?: string
  structuredData?: StructuredData
}

/**
 * Given by the server's render only (src/entry-server.tsx): effects do not run there, so the
 * page's title is collected during the render instead.
 */
export const PageHeadContext = createContext<PageHead | null>(null)

/**
 * Sets the document title and the meta description of the current page, in the reader's
 * language. The description falls back to the site's own.
 */
export function usePageTitle(title?: string, description?: string): void {
  const { t } = useTranslation('common')
  const text = description ?? t('meta.description', { name: site.name })
  const serverHead = use(PageHeadContext)
  if (serverHead) Object.assign(serverHead, { title: documentTitle(title), description: text })

  // Layout effects: the title and description change in the same commit as the page they name,
  // so nothing (a test, a share sheet reading document.title) sees the previous page's.
  useLayoutEffect(() => {
    document.title = documentTitle(title)
  }, [title])

  useLayoutEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = text
  }, [text])
}

export function PageTitle({ title, description }: { title?: string; description?: string }) {
  usePageTitle(title, description)
  return null
}

/**
 * The page's schema.org JSON-LD (src/lib/structured-data.ts), for search engines: the server
 * writes it into the page's <head>. `build` runs on the server only; the browser, and a page the
 * browser renders alone, need none.
 */
export function useStructuredData(build: (origin: string) => StructuredData | undefined): void {
  const serverHead = use(PageHeadContext)
  if (serverHead) serverHead.structuredData = build(serverHead.origin)
}
