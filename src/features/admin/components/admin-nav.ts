import type { LucideIcon } from 'lucide-react'
import {
  Clapperboard,
  Image,
  LayoutDashboard,
  MessageSquare,
  Mic2,
  Music,
  SlidersHorizontal,
  Users,
} from 'lucide-react'
import { paths } from '@/config/paths'

export interface AdminNavLink {
  to: string
  /** Key in the `admin` namespace. */
  labelKey: string
}

export interface AdminNavGroup {
  id: string
  labelKey: string
  icon: LucideIcon
  /** A group is either one link or a set of links that expands. */
  to?: string
  links?: AdminNavLink[]
}

const admin = paths.admin

/** The sidebar of spec §2: Dashboard; Users; Messages; then create/manage per content type. */
export const adminNav: AdminNavGroup[] = [
  { id: 'dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboard, to: admin.dashboard },
  { id: 'users', labelKey: 'nav.users', icon: Users, to: admin.users },
  { id: 'messages', labelKey: 'nav.messages', icon: MessageSquare, to: admin.messages },
  {
    id: 'artists',
    labelKey: 'nav.artists',
    icon: Mic2,
    links: [
      { to: admin.artistsCreate, labelKey: 'nav.create' },
      { to: admin.artistsManage, labelKey: 'nav.manage' },
    ],
  },
  {
    id: 'gallery',
    labelKey: 'nav.gallery',
    icon: Image,
    links: [
      { to: admin.galleryCreate, labelKey: 'nav.create' },
      { to: admin.galleryManage, labelKey: 'nav.manage' },
    ],
  },
  {
    id: 'music',
    labelKey: 'nav.music',
    icon: Music,
    links: [
      { to: admin.musicUpload, labelKey: 'nav.upload' },
      { to: admin.musicManage, labelKey: 'nav.manage' },
    ],
  },
  {
    id: 'producers',
    labelKey: 'nav.producers',
    icon: SlidersHorizontal,
    links: [
      { to: admin.producerCreate, labelKey: 'nav.create' },
      { to: admin.producerManage, labelKey: 'nav.manage' },
    ],
  },
  {
    id: 'filmmakers',
    labelKey: 'nav.filmmakers',
    icon: Clapperboard,
    links: [
      { to: admin.filmmakerCreate, labelKey: 'nav.create' },
      { to: admin.filmmakerManage, labelKey: 'nav.manage' },
    ],
  },
]

/** The group holding the current page, opened when the admin area is entered. */
export function groupOf(pathname: string): string | null {
  return adminNav.find((group) => group.links?.some((link) => link.to === pathname))?.id ?? null
}
