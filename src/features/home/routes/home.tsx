import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { AboutSection } from '@/components/sections/about-section'
import { MissionSection } from '@/components/sections/mission-section'
import { usePageTitle } from '@/components/ui/page-title'
import { site } from '@/config/site'
import { ContactSection } from '../components/contact-section'
import { Hero } from '../components/hero'
import { ArtistsPreview, GalleryPreview, ProducersPreview } from '../components/previews'
import { PrManagerSection } from '../components/pr-manager-section'
import { ProgramsSection } from '../components/programs-section'

/**
 * Arriving from another page at /#contact: the router tries to scroll before this lazy page and
 * its translations are on screen, so the page scrolls to its own section once it has rendered.
 */
function useScrollToHash() {
  const { hash } = useLocation()
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash])
}

/** The home page, in the order of spec §2. */
export default function HomeRoute() {
  // The cards of the previews read the talent and gallery namespaces: load them with the page's
  // own, so a card arriving later never suspends the whole page.
  const { t } = useTranslation(['home', 'pages', 'common', 'talent', 'gallery'])
  usePageTitle(t('common:brand.tagline'), t('home:meta.description', { name: site.name }))
  useScrollToHash()

  return (
    <>
      <Hero />
      <AboutSection />
      <ProgramsSection />
      <PrManagerSection />
      <MissionSection />
      <ProducersPreview />
      <ArtistsPreview />
      <GalleryPreview />
      <ContactSection />
    </>
  )
}
