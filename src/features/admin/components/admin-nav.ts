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

/** A content type's group: its create (or upload) screen, then its manage screen. */
function contentGroup(
  id: string,
  icon: LucideIcon,
  create: string,
  manage: string,
  createKey = 'nav.create',
): AdminNavGroup {
  return {
    id,
    labelKey: `nav.${id}`,
    icon,
    links: [
      { to: create, labelKey: createKey },
      { to: manage, labelKey: 'nav.manage' },
    ],
  }
}

/** The sidebar (docs/product.md §7): Dashboard; Users; Messages; create/manage per content type. */
export const adminNav: AdminNavGroup[] = [
  { id: 'dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboard, to: admin.dashboard },
  { id: 'users', labelKey: 'nav.users', icon: Users, to: admin.users },
  { id: 'messages', labelKey: 'nav.messages', icon: MessageSquare, to: admin.messages },
  contentGroup('artists', Mic2, admin.artistsCreate, admin.artistsManage),
  contentGroup('gallery', Image, admin.galleryCreate, admin.galleryManage),
  contentGroup('music', Music, admin.musicUpload, admin.musicManage, 'nav.upload'),
  contentGroup('producers', SlidersHorizontal, admin.producerCreate, admin.producerManage),
  contentGroup('filmmakers', Clapperboard, admin.filmmakerCreate, admin.filmmakerManage),
]

/** The group holding the current page, opened when the admin area is entered. */
export function groupOf(pathname: string): string | null {
  return adminNav.find((group) => group.links?.some((link) => link.to === pathname))?.id ?? null
}
