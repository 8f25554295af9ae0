import { usePageTitle } from '@/components/ui/page-title'

/** Stands in for a page that is still to be built: its title, in the page and the tab. */
export function RoutePlaceholder({ title }: { title: string }) {
  usePageTitle(title)
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
    </div>
  )
}
