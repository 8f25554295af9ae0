import { useTranslation } from 'react-i18next'
import { Star } from 'lucide-react'
import { RevealList } from '@/features/site/sections/reveal-list'
import { usePageTitle } from '@/components/ui/page-title'
import { founder } from '@/config/founder'
import { pickLocalized, site } from '@/config/site'
import { AchievementCard } from '@/features/site/founder/achievement-card'
import { FounderPortrait } from '@/features/site/founder/founder-portrait'

/** /founder: badge, title, portrait and quote, biography, achievements (docs/product.md §3). */
export default function FounderRoute() {
  const { t, i18n } = useTranslation(['pages', 'common'])
  const language = i18n.resolvedLanguage ?? i18n.language
  const local = (value: Parameters<typeof pickLocalized>[0]) => pickLocalized(value, language)
  usePageTitle(
    t('common:titles.founder'),
    t('founder.description', { name: founder.name, label: site.name }),
  )

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-20">
      <header className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-accent-soft px-4 py-1.5 text-sm font-bold text-accent">
          <Star aria-hidden="true" className="size-4" />
          {t('founder.badge')}
        </p>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('founder.title')} <span className="text-accent">{site.name}</span>
        </h1>
      </header>

      <div className="mt-12 grid items-center gap-10 lg:mt-16 lg:grid-cols-2 lg:gap-16">
        <FounderPortrait
          label={t('founder.portraitLabel', { name: founder.name })}
          quote={local(founder.quote)}
          name={founder.name}
        />
        <div>
          <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{founder.name}</h2>
          <p className="mt-2 text-lg font-semibold text-accent">{local(founder.role)}</p>
          <p className="mt-1 text-muted">{t('founder.birthName', { name: founder.birthName })}</p>
          <div className="mt-6 space-y-4 text-lg text-pretty text-muted">
            {founder.bio.map((paragraph, index) => (
              <p key={index}>{local(paragraph)}</p>
            ))}
          </div>
        </div>
      </div>

      <section aria-labelledby="achievements-title" className="mt-16 sm:mt-24">
        <h2 id="achievements-title" className="text-center text-3xl font-extrabold tracking-tight">
          {t('founder.achievementsTitle')}
        </h2>
        <RevealList
          items={founder.achievements}
          keyOf={(achievement) => achievement.id}
          className="mt-10 grid gap-6 md:grid-cols-3"
        >
          {(achievement) => (
            <AchievementCard
              id={achievement.id}
              title={local(achievement.title)}
              text={local(achievement.text)}
            />
          )}
        </RevealList>
      </section>
    </div>
  )
}
