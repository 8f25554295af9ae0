import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ArrowRight, Mic, Sparkles, Users } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { Reveal } from './reveal'
import { Section, SectionHeading } from './section-heading'
import { StatList } from './stat-list'

const STATS = ['trained', 'years', 'support', 'success'] as const
const FEATURES: { key: 'recording' | 'development' | 'community'; Icon: LucideIcon }[] = [
  { key: 'recording', Icon: Mic },
  { key: 'development', Icon: Sparkles },
  { key: 'community', Icon: Users },
]

interface AboutSectionProps {
  /** 1 on /abouts, where this section opens the page; 2 on the home page. */
  level?: 1 | 2
  /** The home page links on to /abouts; /abouts itself links on to the founder. */
  next?: 'about' | 'founder'
  id?: string
}

/** Who the label is: figures, three features and where to go next (docs/product.md §3). */
export function AboutSection({ level = 2, next = 'about', id = 'about' }: AboutSectionProps) {
  const { t } = useTranslation('pages')
  const headingId = `${id}-title`
  // One level under the section's own heading, so the outline never skips a level.
  const FeatureHeading = level === 1 ? 'h2' : 'h3'
  const stats = STATS.map((key) => ({
    key,
    value: t(`about.stats.${key}.value`),
    label: t(`about.stats.${key}.label`),
  }))

  return (
    <Section id={id} labelledBy={headingId}>
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id={headingId}
            level={level}
            align="start"
            eyebrow={t('about.eyebrow')}
            title={t('about.title')}
          />
          <p className="mt-4 max-w-xl text-lg text-pretty text-muted">
            {t('about.text', { name: site.name })}
          </p>
          <StatList
            stats={stats}
            className="mt-8 grid-cols-2 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4"
          />
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={paths.register} className={buttonClasses('primary', 'lg')}>
              {t('about.getStarted')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            {next === 'about' ? (
              <Link to={paths.about} className={buttonClasses('secondary', 'lg')}>
                {/* The name says where the link goes, the visible words first (WCAG 2.5.3); from
                    the text, not an aria-label, which Lighthouse found not to match the text. */}
                {t('about.learnMore')}{' '}
                <span className="sr-only">{t('about.learnMoreAbout', { name: site.name })}</span>
              </Link>
            ) : (
              <Link to={paths.founder} className={buttonClasses('secondary', 'lg')}>
                {t('about.meetFounder')}
              </Link>
            )}
          </div>
        </div>
        <ul className="grid gap-4">
          {FEATURES.map(({ key, Icon }, index) => (
            <li key={key}>
              <Reveal delay={index * 0.1}>
                <div className="flex gap-4 rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <FeatureHeading className="text-lg font-bold">
                      {t(`about.features.${key}.title`)}
                    </FeatureHeading>
                    <p className="mt-1 text-muted">{t(`about.features.${key}.text`)}</p>
                  </div>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
