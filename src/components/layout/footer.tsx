import type { ComponentType, SVGProps } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Mail, MapPin, Music2, Phone } from 'lucide-react'
import { HOME_SECTIONS, paths } from '@/config/paths'
import { site } from '@/config/site'
import { BRAND_ICONS } from '@/components/icons/social-icons'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'
import { Logo } from './logo'

const year = new Date().getFullYear()

type SocialKey = keyof typeof site.socials
const icons: Record<SocialKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  ...BRAND_ICONS,
  songPage: Music2,
}
/** A network the label has no account on (no URL in config/site.ts) is left out. */
const socials = (Object.keys(icons) as SocialKey[]).flatMap((key) => {
  const url = site.socials[key]
  return url ? [{ key, Icon: icons[key], url }] : []
})

const headingClass = 'mb-3 text-sm font-bold uppercase tracking-wide'
// At least 24 px tall: WCAG 2.5.8's minimum target size.
const linkClass = 'inline-flex min-h-6 items-center text-muted hover:text-accent'

function QuickLinks() {
  const { t } = useTranslation('common')
  const { pathname } = useLocation()
  const isHome = pathname === paths.home
  return (
    <ul className="space-y-2">
      {HOME_SECTIONS.map((section) => (
        <li key={section}>
          {/* On the home page these are plain in-page anchors; elsewhere they lead to that section. */}
          {isHome ? (
            <a href={`#${section}`} className={linkClass}>
              {t(`footer.sections.${section}`)}
            </a>
          ) : (
            <Link to={paths.homeSection(section)} className={linkClass}>
              {t(`footer.sections.${section}`)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

function SocialLinks() {
  const { t } = useTranslation('common')
  return (
    <ul className="flex flex-wrap gap-2">
      {socials.map(({ key, Icon, url }) => (
        <li key={key}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(`footer.social.${key}`)} (${t('footer.newTab')})`}
            title={t(`footer.social.${key}`)}
            className="inline-flex size-10 items-center justify-center rounded-full border border-line text-fg hover:border-accent hover:text-accent"
          >
            <Icon aria-hidden="true" className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  )
}

function FooterContent() {
  const { t } = useTranslation('common')
  const { street, city, country } = site.address
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t('footer.quickLinks')}
          </h2>
          <QuickLinks />
        </nav>
        <div>
          <h2 className={headingClass}>{t('footer.contact')}</h2>
          <ul className="space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-accent" />
              <span className="sr-only">{t('footer.phone')}: </span>
              <a href={site.phoneHref} className={linkClass}>
                {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-accent" />
              <span className="sr-only">{t('footer.email')}: </span>
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                {site.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span className="sr-only">{t('footer.address')}: </span>
              <address className="not-italic text-muted">
                {street}, {city}, {country}
              </address>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{t('footer.follow')}</h2>
          <SocialLinks />
        </div>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-sm text-muted">
        {t('footer.rights', { year, name: site.name })}
      </p>
    </>
  )
}

/**
 * Static links on every page: the server's HTML until a tap, a key or an update reaches it (the
 * next page's address, another language). Coming near does not hydrate it: on the small pages it
 * is near the first screen, and it was a quarter of what React hydrated there
 * (docs/decisions/042-header-and-footer-hydrate-when-used.md).
 */
export function Footer() {
  return (
    <HydrateWhenNear
      as="footer"
      onlyWhenUsed
      className="mt-16 border-t border-line bg-surface-raised"
    >
      <FooterContent />
    </HydrateWhenNear>
  )
}
