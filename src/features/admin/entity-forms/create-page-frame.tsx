import type { ReactNode } from 'react'
import { usePageTitle } from '@/components/ui/page-title'

/** The page around a create form: its heading (also the tab's title), a line of help, the card. */
export function CreatePageFrame({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  usePageTitle(title, description)
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted">{description}</p>
      </header>
      <div className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-6">
        {children}
      </div>
    </div>
  )
}
