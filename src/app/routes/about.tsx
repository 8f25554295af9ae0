import { useTranslation } from 'react-i18next'
import { AboutSection } from '@/features/site/sections/about-section'
import { MissionSection } from '@/features/site/sections/mission-section'
import { usePageTitle } from '@/components/ui/page-title'
import { site } from '@/config/site'

/** /abouts: home's about and mission sections, as a page of their own (docs/product.md §3). */
export default function AboutRoute() {
  const { t } = useTranslation(['pages', 'common'])
  usePageTitle(t('common:titles.about'), t('aboutPage.description', { name: site.name }))
  return (
    <>
      <AboutSection level={1} next="founder" />
      <MissionSection />
    </>
  )
}
