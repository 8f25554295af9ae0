import { useTranslation } from 'react-i18next'
import { Disc3, MicVocal, Orbit, Podcast, Trophy } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { PROGRAMS } from '@contract/constants'
import { IconTile } from '../sections/icon-tile'
import { RevealList } from '../sections/reveal-list'
import { site } from '@/config/site'
import { HomeSection } from './home-section'

const ICONS: Record<(typeof PROGRAMS)[number], LucideIcon> = {
  label: Disc3,
  freestyle: MicVocal,
  podcast: Podcast,
  competition: Trophy,
  cypher: Orbit,
}

/** The label's five programs (docs/product.md §1). */
export function ProgramsSection() {
  const { t } = useTranslation('home')
  return (
    <HomeSection name="programs" className="bg-surface-raised">
      <RevealList
        items={PROGRAMS}
        keyOf={(program) => program}
        stagger={0.08}
        className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        {(program) => (
          <article className="group h-full rounded-2xl border border-line bg-surface p-6 transition-colors hover:border-accent">
            <IconTile
              icon={ICONS[program]}
              className="rounded-xl bg-neutral-950 text-brand-400 transition-colors group-hover:bg-accent-strong group-hover:text-white"
            />
            <h3 className="mt-5 text-lg font-bold">{t(`programs.items.${program}.name`)}</h3>
            <p className="mt-2 text-sm text-muted">
              {t(`programs.items.${program}.text`, { name: site.name })}
            </p>
          </article>
        )}
      </RevealList>
    </HomeSection>
  )
}
