import { Globe2, Music4, Rocket } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { Achievement } from '@/config/founder'
import { IconTile } from '../sections/icon-tile'

const ICONS: Record<Achievement['id'], LucideIcon> = {
  pioneer: Rocket,
  panAfricanist: Globe2,
  artist: Music4,
}

export function AchievementCard({
  id,
  title,
  text,
}: {
  id: Achievement['id']
  title: string
  text: string
}) {
  return (
    <article className="h-full rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
      <IconTile icon={ICONS[id]} className="rounded-xl bg-accent-strong text-white" />
      <h3 className="mt-5 text-xl font-bold">{title}</h3>
      <p className="mt-2 text-muted">{text}</p>
    </article>
  )
}
