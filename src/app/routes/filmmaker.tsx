import { useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { filmmakersApi, useFilmmaker } from '@/api/filmmakers'
import { httpStatus } from '@/api/errors'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { DetailError, DetailLoading, DetailNotFound } from '@/components/ui/detail/detail-parts'
import { detailStatus } from '@/components/ui/detail/detail-status'
import { usePageTitle, useStructuredData } from '@/components/ui/page-title'
import { FilmmakerProfile } from '@/features/talent/filmmakers/filmmaker-profile'
import type { PagePrefetch } from '@/app/prefetch'
import { filmmakerData } from '@/lib/structured-data'

export default function FilmmakerRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation(['talent', 'common'])
  const query = useFilmmaker(id)
  const status = detailStatus(query)
  useStructuredData((origin) =>
    status.kind === 'ready' ? filmmakerData(origin, status.data) : undefined,
  )

  const name = status.kind === 'ready' ? status.data.name : undefined
  usePageTitle(
    name ?? (status.kind === 'notFound' ? t('filmmaker.notFound') : t('common:titles.filmmaker')),
    name ? t('filmmaker.metaDescription', { name, site: site.name }) : undefined,
  )

  switch (status.kind) {
    case 'loading':
      return <DetailLoading label={t('filmmaker.loading')} />
    case 'notFound':
      return (
        <DetailNotFound
          title={t('filmmaker.notFound')}
          message={t('filmmaker.notFoundHint')}
          backTo={paths.filmmakers}
          backLabel={t('filmmaker.back')}
        />
      )
    case 'error': {
      // A refusing answer reads "Filmmaker not found"; a server or network failure
      // reads "Failed to load filmmaker".
      const code = httpStatus(query.error)
      const isRefused = code !== undefined && code >= 400 && code < 500
      return (
        <DetailError
          title={t('common:titles.filmmaker')}
          message={isRefused ? t('filmmaker.notFoundError') : t('filmmaker.error')}
          onRetry={() => void query.refetch()}
          backTo={paths.filmmakers}
          backLabel={t('filmmaker.back')}
        />
      )
    }
    case 'ready':
      return <FilmmakerProfile filmmaker={status.data} />
  }
}

/** The server renders the page with the filmmaker (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads, params }) => {
  const id = params.id ?? ''
  filmmakersApi.seedOne(queryClient, id, await reads.filmmaker(id))
}
