import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import type { MusicTrack } from '@contract/music'
import type { Page } from '@contract/paging-rules'
import { usePageTitle, useStructuredData } from '@/components/ui/page-title'
import { MusicHeader } from '@/features/music/components/music-header'
import { TrackList } from '@/features/music/components/track-list'
import type { PagePrefetch } from '@/app/prefetch'
import { seedArtistIds } from '@/api/artists'
import { musicPages } from '@/api/music'
import { pageKey } from '@/api/paging'
import { readFilters, trackPageParams } from '@/features/music/components/track-filters'
import { readPageNumber, withPage } from '@/components/ui/paging/page-address'
import { seedAddressPage } from '@/components/ui/paging/seed-address-page'
import { tracksData } from '@/lib/structured-data'

/** The page of tracks an address asks for, as the server reads it and the list's first query. */
const addressPage = (search: URLSearchParams) =>
  withPage(trackPageParams(readFilters(search)), readPageNumber(search))

/** /musics: the releases in pages, played through the app-wide player (docs/product.md §3, §4). */
export default function MusicRoute() {
  const { t } = useTranslation('music')
  usePageTitle(t('title'), t('metaDescription'))
  const [search] = useSearchParams()
  // The server's guest page, read from the cache: no query of its own (a signed-in listener's
  // page reads their own, ../components/track-list.tsx).
  const queryClient = useQueryClient()
  useStructuredData((origin) => {
    const page = queryClient.getQueryData<Page<MusicTrack>>(
      pageKey(musicPages, addressPage(search)),
    )
    return page && tracksData(origin, page.docs)
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

/**
 * The server renders the address's page as a guest sees it (src/app/prefetch.ts), each card's
 * artist already linked.
 */
export const prefetch: PagePrefetch = async ({ queryClient, reads, searchParams }) => {
  const page = await seedAddressPage(
    queryClient,
    searchParams,
    musicPages,
    trackPageParams(readFilters(searchParams)),
    (query) => reads.music(query),
  )
  seedArtistIds(queryClient, await reads.artistIds(page.docs.map((track) => track.artist)))
}
