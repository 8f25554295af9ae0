import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Clapperboard } from 'lucide-react'
import { ALL_FILTER } from '@contract/constants'
import type { Filmmaker } from '@contract/filmmaker'
import { filmmakersApi, useFilmmakers } from '@/api/filmmakers'
import { site } from '@/config/site'
import { pageContainer } from '@/components/talent/detail-parts'
import { FilmmakerCard } from '@/components/talent/filmmaker-card'
import { FilterChips } from '@/components/talent/filter-chips'
import { useTalentLabels } from '@/components/talent/talent-labels'
import { TalentGrid } from '@/components/talent/talent-grid'
import { TalentPageHeader } from '@/components/talent/talent-page-header'
import { usePageTitle } from '@/components/ui/page-title'
import { CardEntrance } from '../components/card-entrance'
import { useSpecializationFilter } from '../components/use-specialization-filter'
import type { PagePrefetch } from '@/app/prefetch'

const NONE: Filmmaker[] = []

export default function FilmmakersRoute() {
  const { t } = useTranslation('talent')
  const label = useTalentLabels()
  const filmmakers = useDeferredValue(useFilmmakers())
  const { selected, setSelected, specializations, shown } = useSpecializationFilter(
    filmmakers.data ?? NONE,
  )
  usePageTitle(t('filmmakers.title'), t('filmmakers.metaDescription', { name: site.name }))

  const options = [
    { value: ALL_FILTER, label: t('filmmakers.all') },
    ...specializations.map((value) => ({ value, label: label('specializations', value) })),
  ]

  return (
    <>
      <TalentPageHeader title={t('filmmakers.title')} subtitle={t('filmmakers.subtitle')} />
      <section aria-label={t('filmmakers.title')} className={`${pageContainer} space-y-8`}>
        {filmmakers.isSuccess && filmmakers.data.length > 0 ? (
          <FilterChips
            label={t('filmmakers.filterLabel')}
            options={options}
            value={selected}
            onChange={setSelected}
          />
        ) : null}
        <TalentGrid
          section="filmmakers"
          query={filmmakers}
          items={shown}
          emptyIcon={<Clapperboard />}
          renderCard={(filmmaker, index, imageLoading) => (
            <CardEntrance key={filmmaker._id} index={index}>
              <FilmmakerCard filmmaker={filmmaker} headingLevel={2} imageLoading={imageLoading} />
            </CardEntrance>
          )}
        />
      </section>
    </>
  )
}

/** The server renders the page with the list (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads }) => {
  filmmakersApi.seedList(queryClient, (await reads.filmmakers({})).docs)
}
