import { useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Clapperboard } from 'lucide-react'
import { ALL_FILTER } from '@contract/constants'
import { PAGING } from '@contract/paging-rules'
import { filmmakerPages } from '@/api/filmmakers'
import { site } from '@/config/site'
import { pageContainer } from '@/components/ui/detail/detail-parts'
import { FilmmakerCard } from '@/features/talent/components/filmmaker-card'
import { FilterChips } from '@/components/ui/filter-chips'
import { PagedTalentGrid } from '@/features/talent/components/paged-talent-grid'
import { useTalentLabels } from '@/lib/talent-labels'
import { TalentPageHeader } from '@/features/talent/components/talent-page-header'
import { readQuery } from '@/components/ui/paging/page-address'
import { seedAddressPage } from '@/components/ui/paging/seed-address-page'
import { useListPages } from '@/components/ui/paging/use-list-pages'
import { usePageTitle } from '@/components/ui/page-title'
import { CardEntrance } from '@/features/talent/filmmakers/card-entrance'
import {
  readSpecialization,
  SPECIALIZATION_PARAM,
  SPECIALIZATIONS,
  useResetOnLanguageChange,
} from '@/features/talent/filmmakers/use-specialization-filter'
import type { PagePrefetch } from '@/app/prefetch'

/** The address's query of the list: the specialization and a search are the API's. */
const listFilters = (search: URLSearchParams) => ({
  q: readQuery(search).trim(),
  specialization: readSpecialization(search),
})

export default function FilmmakersRoute() {
  const { t } = useTranslation('talent')
  const label = useTalentLabels()
  const [search] = useSearchParams()
  const filters = listFilters(search)
  const list = useListPages(filmmakerPages, filters)
  const choose = (value: string) =>
    list.setParams({ [SPECIALIZATION_PARAM]: value === ALL_FILTER ? undefined : value }, true)
  useResetOnLanguageChange(() => {
    if (filters.specialization) choose(ALL_FILTER)
  })
  usePageTitle(t('filmmakers.title'), t('filmmakers.metaDescription', { name: site.name }))

  const selected = filters.specialization ?? ALL_FILTER
  // A legacy value from a shared link stays offered, pressed.
  const legacy = selected === ALL_FILTER || SPECIALIZATIONS.includes(selected) ? [] : [selected]
  const options = [
    { value: ALL_FILTER, label: t('filmmakers.all') },
    ...[...SPECIALIZATIONS, ...legacy].map((value) => ({
      value,
      label: label('specializations', value),
    })),
  ]

  return (
    <>
      <TalentPageHeader title={t('filmmakers.title')} subtitle={t('filmmakers.subtitle')} />
      <section aria-label={t('filmmakers.title')} className={`${pageContainer} space-y-8`}>
        <FilterChips
          label={t('filmmakers.filterLabel')}
          options={options}
          value={selected}
          onChange={choose}
        />
        <PagedTalentGrid
          section="filmmakers"
          list={list}
          emptyIcon={<Clapperboard />}
          renderCard={(filmmaker, index, imageLoading) => (
            // Each page's cards fade in from the first: appended ones do not wait for those above.
            <CardEntrance key={filmmaker._id} index={index % PAGING.publicPageSize}>
              <FilmmakerCard filmmaker={filmmaker} headingLevel={2} imageLoading={imageLoading} />
            </CardEntrance>
          )}
        />
      </section>
    </>
  )
}

/** The server renders the address's page (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = ({ queryClient, reads, searchParams }) =>
  seedAddressPage(queryClient, searchParams, filmmakerPages, listFilters(searchParams), (query) =>
    reads.filmmakers(query),
  )
