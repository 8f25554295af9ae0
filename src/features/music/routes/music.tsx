import { useTranslation } from 'react-i18next'
import { usePageTitle } from '@/components/ui/page-title'
import { MusicHeader } from '../components/music-header'
import { TrackList } from '../components/track-list'

/** /musics: the releases, played through the app-wide player (spec §2, §4, §6). */
export default function MusicRoute() {
  const { t } = useTranslation('music')
  usePageTitle(t('title'), t('metaDescription'))
  return (
    <>
      <MusicHeader />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <TrackList />
      </div>
    </>
  )
}
