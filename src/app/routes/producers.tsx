import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { SlidersHorizontal } from 'lucide-react'
import { ALL_FILTER, PRODUCER_LEVELS } from '@contract/constants'
import { producerPages } from '@/api/producers'
import { site } from '@/config/site'
import { pageContainer } from '@/components/ui/detail/detail-parts'
import { FilterChips } from '@/components/ui/filter-chips'
import { PagedTalentGrid } from '@/features/talent/components/paged-talent-grid'
import { ProducerCard } from '@/features/talent/components/producer-card'
import { useTalentLabels } from '@/lib/talent-labels'
import { TalentPageHeader } from '@/features/talent/components/talent-page-header'
import { readChoice, readQuery } from '@/components/ui/paging/page-address'
import { seedAddressPage } from '@/components/ui/paging/seed-address-page'
import { useListPages } from '@/components/ui/paging/use-list-pages'
import { usePageTitle } from '@/components/ui/page-title'
import type { PagePrefetch } from '@/app/prefetch'

const LEVEL_PARAM = 'level'

/** The address's query of the list: the level (`?level=Senior`) and a search are the API's. */
const listFilters = (search: URLSearchParams) => ({
  q: readQuery(search).trim(),
  level: readChoice(search, LEVEL_PARAM, PRODUCER_LEVELS),
})

export default function ProducersRoute() {
  const { t } = useTranslation('talent')
  const label = useTalentLabels()
  const [search] = useSearchParams()
  const filters = listFilters(search)
  const list = useListPages(producerPages, filters)
  usePageTitle(t('producers.title'), t('producers.metaDescription', { name: site.name }))

  const options = [
    { value: ALL_FILTER, label: t('producers.all') },
    ...PRODUCER_LEVELS.map((value) => ({ value, label: label('levels', value) })),
  ]

  return (
    <>
      <TalentPageHeader title={t('producers.title')} subtitle={t('producers.subtitle')} />
      <section aria-label={t('producers.title')} className={`${pageContainer} space-y-8`}>
        <FilterChips
          label={t('producers.filterLabel')}
          options={options}
          value={filters.level ?? ALL_FILTER}
          onChange={(level) =>
            list.setParams({ [LEVEL_PARAM]: level === ALL_FILTER ? undefined : level }, true)
          }
        />
        <PagedTalentGrid
          section="producers"
          list={list}
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

/** The server renders the address's page (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = ({ queryClient, reads, searchParams }) =>
  seedAddressPage(queryClient, searchParams, producerPages, listFilters(searchParams), (query) =>
    reads.producers(query),
  )
