import { Link, useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { CircleSlash } from 'lucide-react'
import { seedArtistIds } from '@/api/artists'
import { seedGuestTrack, useTrack } from '@/api/music'
import {
  BackLink,
  DetailError,
  DetailLoading,
  DetailNotFound,
  pageContainer,
} from '@/components/ui/detail/detail-parts'
import { detailStatus } from '@/components/ui/detail/detail-status'
import { buttonClasses } from '@/components/ui/button'
import { usePageTitle, useStructuredData } from '@/components/ui/page-title'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { useAuth } from '@/lib/auth'
import { trackData } from '@/lib/structured-data'
import type { PagePrefetch } from '@/app/prefetch'
import { TrackDetails } from '@/features/music/components/track-details'

/** /musics/:id: loading, not found, error, taken down, or the track with its player. */
export default function TrackRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation('music')
  const { user } = useAuth()
  const query = useTrack(id, user?._id)
  const status = detailStatus(query)
  const track = status.kind === 'ready' ? status.data : undefined
  const isGone = track?.isActive === false
  useStructuredData((origin) => (track && !isGone ? trackData(origin, track) : undefined))

  usePageTitle(
    track
      ? isGone
        ? t('trackPage.gone')
        : `${track.title} – ${track.artist}`
      : status.kind === 'notFound'
        ? t('trackPage.notFound')
        : t('title'),
    track && !isGone ? t('trackPage.metaDescription', { ...track, site: site.name }) : undefined,
  )

  switch (status.kind) {
    case 'loading':
      return <DetailLoading label={t('trackPage.loading')} />
    case 'notFound':
      return (
        <DetailNotFound
          title={t('trackPage.notFound')}
          message={t('trackPage.notFoundHint')}
          backTo={paths.music}
          backLabel={t('trackPage.back')}
        />
      )
    case 'error':
      return (
        <DetailError
          title={t('title')}
          message={t('trackPage.error')}
          onRetry={() => void query.refetch()}
          backTo={paths.music}
          backLabel={t('trackPage.back')}
        />
      )
    case 'ready':
      if (status.data.isActive === false) {
        // Taken down by the label: said plainly, with no player (its audio is not for the public).
        return (
          <div className={`${pageContainer} flex flex-col items-center gap-4 text-center`}>
            <CircleSlash aria-hidden="true" className="size-12 text-muted" />
            <h1 className="text-3xl font-bold tracking-tight">{t('trackPage.gone')}</h1>
            <p className="max-w-prose text-muted">
              {t('trackPage.goneHint', { title: status.data.title })}
            </p>
            <Link to={paths.music} className={buttonClasses('primary', 'md')}>
              {t('trackPage.back')}
            </Link>
          </div>
        )
      }
      return (
        <div className={pageContainer}>
          <BackLink to={paths.music} label={t('trackPage.back')} />
          <TrackDetails track={status.data} />
        </div>
      )
  }
}

/** The server renders the page with the track (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads, params }) => {
  const id = params.id ?? ''
  const track = await reads.track(id)
  seedGuestTrack(queryClient, id, track)
  if (track) seedArtistIds(queryClient, await reads.artistIds([track.artist]))
}
