import { useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { artistsApi, useArtist } from '@/api/artists'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { DetailError, DetailLoading, DetailNotFound } from '@/components/ui/detail/detail-parts'
import { detailStatus } from '@/components/ui/detail/detail-status'
import { usePageTitle, useStructuredData } from '@/components/ui/page-title'
import { ArtistTracks, seedArtistTracks } from '@/features/music/components/artist-tracks'
import { ArtistProfile } from '@/features/talent/artists/artist-profile'
import type { PagePrefetch } from '@/app/prefetch'
import { artistData } from '@/lib/structured-data'

export default function ArtistRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation(['talent', 'common'])
  const query = useArtist(id)
  const status = detailStatus(query)
  useStructuredData((origin) =>
    status.kind === 'ready' ? artistData(origin, status.data) : undefined,
  )

  const name = status.kind === 'ready' ? status.data.name : undefined
  usePageTitle(
    name ?? (status.kind === 'notFound' ? t('artist.notFound') : t('common:titles.artist')),
    name ? t('artist.metaDescription', { name, site: site.name }) : undefined,
  )

  switch (status.kind) {
    case 'loading':
      return <DetailLoading label={t('artist.loading')} />
    case 'notFound':
      return (
        <DetailNotFound
          title={t('artist.notFound')}
          message={t('artist.notFoundHint')}
          backTo={paths.artists}
          backLabel={t('artist.back')}
        />
      )
    case 'error':
      return (
        <DetailError
          title={t('common:titles.artist')}
          message={t('artist.error')}
          onRetry={() => void query.refetch()}
          backTo={paths.artists}
          backLabel={t('artist.back')}
        />
      )
    case 'ready':
      return (
        <ArtistProfile artist={status.data} tracks={<ArtistTracks name={status.data.name} />} />
      )
  }
}

/** The server renders the page with the artist and their tracks (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads, params }) => {
  const id = params.id ?? ''
  const artist = await reads.artist(id)
  artistsApi.seedOne(queryClient, id, artist)
  if (artist) await seedArtistTracks(queryClient, artist.name, (query) => reads.music(query))
}
