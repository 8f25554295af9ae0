import { useTranslation } from 'react-i18next'
import { AboutSection } from '@/features/site/sections/about-section'
import { usePageTitle, useStructuredData } from '@/components/ui/page-title'
import { site } from '@/config/site'
import { DeferredSections } from './deferred-sections'
import { Hero } from '@/features/site/home/hero'
import { useScrollToHash } from '@/features/site/home/use-scroll-to-hash'
import { organizationData } from '@/lib/structured-data'
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near'

/**
 * The home page, in the order of docs/product.md §3. The hero and About are the first screen and
 * static: they stay the server's HTML until a tap or an update reaches them (decision 040). Those
 * after them load as the visitor scrolls towards them (./deferred-sections.tsx).
 */
export default function HomeRoute() {
  const { t } = useTranslation(['home', 'pages', 'common'])
  usePageTitle(t('common:brand.tagline'), t('home:meta.description', { name: site.name }))
  useScrollToHash()
  useStructuredData(organizationData)

  return (
    <>
      <HydrateWhenNear onlyWhenUsed>
        <Hero />
      </HydrateWhenNear>
      <HydrateWhenNear onlyWhenUsed>
        <AboutSection />
      </HydrateWhenNear>
      <DeferredSections />
    </>
  )
}
