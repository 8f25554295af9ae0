import { useTranslation } from 'react-i18next'
import { MissionSection } from '@/features/site/sections/mission-section'
import { ContactSection } from './contact-section'
import { ArtistsPreview, GalleryPreview, MusicPreview, ProducersPreview } from './previews'
import { PrManagerSection } from '@/features/site/home/pr-manager-section'
import { ProgramsSection } from '@/features/site/home/programs-section'
import { useScrollToHash } from '@/features/site/home/use-scroll-to-hash'

/** Home after About, in docs/product.md §3's order: a chunk of its own (deferred-sections.tsx). */
export default function LaterSections() {
  // The cards of the previews read the talent, gallery and music namespaces: load them with the
  // sections, so a card arriving later never suspends them all.
  useTranslation(['home', 'pages', 'common', 'talent', 'gallery', 'music'])
  useScrollToHash()

  return (
    <>
      <MusicPreview />
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
