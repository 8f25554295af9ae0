import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { usePageTitle, useStructuredData } from '@/components/ui/page-title'
import { MusicHeader } from '../components/music-header'
import { TrackList } from '../components/track-list'
import type { PagePrefetch } from '@/app/prefetch'
import { musicQuery, seedGuestTracks } from '@/api/music'
import { tracksData } from '@/lib/structured-data'

/** /musics: the releases, played through the app-wide player (docs/product.md §4). */
export default function MusicRoute() {
  const { t } = useTranslation('music')
  usePageTitle(t('title'), t('metaDescription'))
  // The server's guest list, read from the cache: no query of its own (a signed-in listener's
  // page reads their list, ../components/track-list.tsx).
  const queryClient = useQueryClient()
  useStructuredData((origin) => {
    const tracks = queryClient.getQueryData(musicQuery().queryKey)
    return tracks && tracksData(origin, tracks)
  })
  return (
    <>
      <MusicHeader />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <TrackList />
      </div>
    </>
  )
}

/** The server renders the page with the guest's list (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads }) => {
  seedGuestTracks(queryClient, (await reads.music({})).docs)
}
