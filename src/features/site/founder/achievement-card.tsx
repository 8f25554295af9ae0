import { Globe2, Music4, Rocket } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { Achievement } from '@/config/founder'

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
  const Icon = ICONS[id]
  return (
    <article className="h-full rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent-strong text-white">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-bold">{title}</h3>
      <p className="mt-2 text-muted">{text}</p>
    </article>
  )
}
