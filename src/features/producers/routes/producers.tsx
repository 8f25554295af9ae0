import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SlidersHorizontal } from 'lucide-react'
import { ALL_FILTER, PRODUCER_LEVELS } from '@contract/constants'
import { producersApi, useProducers } from '@/api/producers'
import { site } from '@/config/site'
import { pageContainer } from '@/components/talent/detail-parts'
import { FilterChips } from '@/components/talent/filter-chips'
import { ProducerCard } from '@/components/talent/producer-card'
import { useTalentLabels } from '@/components/talent/talent-labels'
import { TalentGrid } from '@/components/talent/talent-grid'
import { TalentPageHeader } from '@/components/talent/talent-page-header'
import { usePageTitle } from '@/components/ui/page-title'
import type { PagePrefetch } from '@/app/prefetch'

export default function ProducersRoute() {
  const { t } = useTranslation('talent')
  const label = useTalentLabels()
  const producers = useDeferredValue(useProducers())
  const [level, setLevel] = useState<string>(ALL_FILTER)
  usePageTitle(t('producers.title'), t('producers.metaDescription', { name: site.name }))

  const options = [
    { value: ALL_FILTER, label: t('producers.all') },
    ...PRODUCER_LEVELS.map((value) => ({ value, label: label('levels', value) })),
  ]
  const shown =
    level === ALL_FILTER
      ? (producers.data ?? [])
      : (producers.data ?? []).filter((producer) => producer.level === level)

  return (
    <>
      <TalentPageHeader title={t('producers.title')} subtitle={t('producers.subtitle')} />
      <section aria-label={t('producers.title')} className={`${pageContainer} space-y-8`}>
        <FilterChips
          label={t('producers.filterLabel')}
          options={options}
          value={level}
          onChange={setLevel}
        />
        <TalentGrid
          section="producers"
          query={producers}
          items={shown}
          emptyIcon={<SlidersHorizontal />}
          renderCard={(producer, _index, imageLoading) => (
            <ProducerCard
              key={producer._id}
              producer={producer}
              headingLevel={2}
              imageLoading={imageLoading}
            />
          )}
        />
      </section>
    </>
  )
}

/** The server renders the page with the list (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads }) => {
  producersApi.seedList(queryClient, (await reads.producers({})).docs)
}
