import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ArrowRight, Headphones, Phone } from 'lucide-react'
import { StatList } from '../sections/stat-list'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { HeroArt } from './hero-art'

const STATS = ['artists', 'tracks', 'years'] as const

/**
 * The first screen (docs/product.md §3): claims, studio phone, join and explore, live studio badge.
 * Always dark, drawn with gradients and SVG, and never animated in: it is the page's LCP.
 */
export function Hero() {
  const { t } = useTranslation('home')
  const stats = STATS.map((key) => ({
    key,
    value: t(`hero.stats.${key}.value`),
    label: t(`hero.stats.${key}.label`),
  }))

  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-neutral-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgba(185,28,28,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(127,29,29,0.45),transparent_50%)]"
      />
      <HeroArt className="pointer-events-none absolute -right-32 -bottom-28 -z-10 h-auto w-[22rem] opacity-25 sm:w-[28rem] lg:hidden" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-semibold">
            <span className="relative flex size-2.5" aria-hidden="true">
              <span className="absolute inline-flex size-full animate-beacon rounded-full bg-brand-400 opacity-75" />
              <span className="relative inline-flex size-2.5 rounded-full bg-brand-500" />
            </span>
            {t('hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-6xl"
          >
            <span className="block">{t('hero.titleLine')}</span>{' '}
            <span className="block text-brand-400">{t('hero.titleHighlight')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-neutral-300">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={paths.register}
              className={buttonClasses('primary', 'lg', 'focus-visible:outline-white')}
            >
              {t('hero.join')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to={paths.music}
              className={buttonClasses(
                'ghost',
                'lg',
                'border border-white/30 text-white hover:bg-white/10 focus-visible:outline-white dark:hover:bg-white/10',
              )}
            >
              <Headphones aria-hidden="true" className="size-4" />
              {t('hero.explore')}
            </Link>
          </div>
          <p className="mt-6 flex items-center gap-2 text-neutral-300">
            <Phone aria-hidden="true" className="size-4 text-brand-400" />
            <span>{t('hero.callStudio')}:</span>
            <a
              href={site.phoneHref}
              className="font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-white"
            >
              {site.phone}
            </a>
          </p>
          <StatList
            stats={stats}
            tone="inverse"
            className="mt-10 max-w-md grid-cols-3 border-t border-white/10 pt-8"
          />
        </div>
        <HeroArt className="mx-auto hidden h-auto w-full max-w-md lg:block" />
      </div>
    </section>
  )
}
