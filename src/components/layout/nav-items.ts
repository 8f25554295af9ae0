import { paths } from '@/config/paths'

export interface NavItem {
  to: string
  /** Key in the `common` namespace. */
  labelKey: string
  /** Other paths (detail pages) on which this item counts as the current page. */
  activePrefixes?: readonly string[]
}

/** Header links (docs/product.md §3), in display order; the Talent dropdown sits after About. */
export const primaryNav = {
  before: [
    { to: paths.home, labelKey: 'nav.home' },
    { to: paths.about, labelKey: 'nav.about', activePrefixes: [paths.founder] },
  ],
  after: [
    { to: paths.gallery, labelKey: 'nav.gallery', activePrefixes: ['/gallery/'] },
    { to: paths.music, labelKey: 'nav.music' },
    { to: paths.contact, labelKey: 'nav.contact' },
  ],
} satisfies Record<string, NavItem[]>

export const talentNav: NavItem[] = [
  { to: paths.artists, labelKey: 'nav.artists', activePrefixes: ['/artist/'] },
  { to: paths.filmmakers, labelKey: 'nav.filmmakers', activePrefixes: ['/filmmakers/'] },
  { to: paths.producers, labelKey: 'nav.producers', activePrefixes: ['/producer/'] },
]

export function isItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to) return true
  return item.activePrefixes?.some((prefix) => pathname.startsWith(prefix)) ?? false
}
