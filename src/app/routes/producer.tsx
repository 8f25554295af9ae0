import { useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { producersApi, useProducer } from '@/api/producers'
import { paths } from '@/config/paths'
import { site } from '@/config/site'
import { DetailError, DetailLoading, DetailNotFound } from '@/components/ui/detail/detail-parts'
import { detailStatus } from '@/components/ui/detail/detail-status'
import { usePageTitle, useStructuredData } from '@/components/ui/page-title'
import { ProducerProfile } from '@/features/talent/producers/producer-profile'
import type { PagePrefetch } from '@/app/prefetch'
import { producerData } from '@/lib/structured-data'

export default function ProducerRoute() {
  const { id = '' } = useParams()
  const { t } = useTranslation(['talent', 'common'])
  const query = useProducer(id)
  const status = detailStatus(query)
  useStructuredData((origin) =>
    status.kind === 'ready' ? producerData(origin, status.data) : undefined,
  )

  const name = status.kind === 'ready' ? status.data.name : undefined
  usePageTitle(
    name ?? (status.kind === 'notFound' ? t('producer.notFound') : t('common:titles.producer')),
    name ? t('producer.metaDescription', { name, site: site.name }) : undefined,
  )

  switch (status.kind) {
    case 'loading':
      return <DetailLoading label={t('producer.loading')} />
    case 'notFound':
      return (
        <DetailNotFound
          title={t('producer.notFound')}
          message={t('producer.notFoundHint')}
          backTo={paths.producers}
          backLabel={t('producer.back')}
        />
      )
    case 'error':
      return (
        <DetailError
          title={t('common:titles.producer')}
          message={t('producer.error')}
          onRetry={() => void query.refetch()}
          backTo={paths.producers}
          backLabel={t('producer.back')}
        />
      )
    case 'ready':
      return <ProducerProfile producer={status.data} />
  }
}

/** The server renders the page with the producer (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads, params }) => {
  const id = params.id ?? ''
  producersApi.seedOne(queryClient, id, await reads.producer(id))
}
