import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Award, Compass, Flame, Handshake, Lightbulb, Target } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { IconTile } from './icon-tile'
import { Reveal } from './reveal'
import { RevealList } from './reveal-list'
import { Section, SectionHeading } from './section-heading'

const STATEMENTS: { key: 'mission' | 'vision'; Icon: LucideIcon }[] = [
  { key: 'mission', Icon: Target },
  { key: 'vision', Icon: Compass },
]
const VALUES: { key: 'innovation' | 'passion' | 'unity' | 'excellence'; Icon: LucideIcon }[] = [
  { key: 'innovation', Icon: Lightbulb },
  { key: 'passion', Icon: Flame },
  { key: 'unity', Icon: Handshake },
  { key: 'excellence', Icon: Award },
]

/** Mission, vision, the four values and the call to join the community (docs/product.md §3). */
export function MissionSection({ id = 'mission' }: { id?: string }) {
  const { t } = useTranslation('pages')
  const headingId = `${id}-title`
  return (
    <Section id={id} labelledBy={headingId} className="bg-surface-raised">
      <SectionHeading id={headingId} eyebrow={t('mission.eyebrow')} title={t('mission.title')} />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {STATEMENTS.map(({ key, Icon }, index) => (
          <Reveal key={key} delay={index * 0.1}>
            <article className="h-full rounded-2xl border border-line bg-surface p-8">
              <Icon aria-hidden="true" className="size-8 text-accent" />
              <h3 className="mt-4 text-2xl font-bold">{t(`mission.${key}.title`)}</h3>
              <p className="mt-3 text-lg text-pretty text-muted">{t(`mission.${key}.text`)}</p>
            </article>
          </Reveal>
        ))}
      </div>
      <h3 className="mt-16 text-center text-2xl font-bold">{t('mission.valuesTitle')}</h3>
      <RevealList
        items={VALUES}
        keyOf={(value) => value.key}
        className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {({ key, Icon }) => (
          <div className="h-full rounded-2xl border border-line bg-surface p-6 text-center">
            <IconTile icon={Icon} className="mx-auto rounded-full bg-accent-strong text-white" />
            <h4 className="mt-4 text-lg font-bold">{t(`mission.values.${key}.title`)}</h4>
            <p className="mt-2 text-sm text-muted">{t(`mission.values.${key}.text`)}</p>
          </div>
        )}
      </RevealList>
      <div className="mt-16 overflow-hidden rounded-3xl border border-white/10 bg-neutral-950 bg-[radial-gradient(ellipse_at_top,rgba(185,28,28,0.45),transparent_65%)] px-6 py-12 text-center text-white sm:px-12">
        <h3 className="text-2xl font-extrabold sm:text-3xl">{t('mission.join.title')}</h3>
        <p className="mx-auto mt-3 max-w-xl text-neutral-300">{t('mission.join.text')}</p>
        <Link
          to={paths.register}
          className={buttonClasses('primary', 'lg', 'mt-8 focus-visible:outline-white')}
        >
          {t('mission.join.cta')}
        </Link>
      </div>
    </Section>
  )
}
