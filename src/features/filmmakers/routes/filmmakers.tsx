import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Clapperboard } from 'lucide-react'
import { ALL_FILTER, COUNTS } from '@contract/constants'
import type { Filmmaker } from '@contract/filmmaker'
import { filmmakersApi, useFilmmakers } from '@/api/filmmakers'
import { site } from '@/config/site'
import { pageContainer } from '@/components/talent/detail-parts'
import { FilmmakerCard } from '@/components/talent/filmmaker-card'
import { FilterChips } from '@/components/talent/filter-chips'
import { TalentGridSkeleton } from '@/components/talent/talent-card-skeleton'
import { useTalentLabels } from '@/components/talent/talent-labels'
import { MasonryGrid } from '@/components/ui/masonry-grid'
import { TalentPageHeader } from '@/components/talent/talent-page-header'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { usePageTitle } from '@/components/ui/page-title'
import { CardEntrance } from '../components/card-entrance'
import { useSpecializationFilter } from '../components/use-specialization-filter'
import { EAGER_IMAGES } from '@/lib/media'
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
        {filmmakers.isPending || (filmmakers.isError && filmmakers.isFetching) ? (
          <TalentGridSkeleton count={COUNTS.skeleton.filmmakers} label={t('filmmakers.loading')} />
        ) : filmmakers.isError ? (
          <ErrorState message={t('filmmakers.error')} onRetry={() => void filmmakers.refetch()} />
        ) : (
          <>
            {filmmakers.data.length > 0 ? (
              <FilterChips
                label={t('filmmakers.filterLabel')}
                options={options}
                value={selected}
                onChange={setSelected}
              />
            ) : null}
            {shown.length === 0 ? (
              <EmptyState
                icon={<Clapperboard />}
                title={t('filmmakers.empty')}
                description={t('filmmakers.emptyHint')}
              />
            ) : (
              <MasonryGrid>
                {shown.map((filmmaker, index) => (
                  <CardEntrance key={filmmaker._id} index={index}>
                    <FilmmakerCard
                      filmmaker={filmmaker}
                      headingLevel={2}
                      imageLoading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                    />
                  </CardEntrance>
                ))}
              </MasonryGrid>
            )}
          </>
        )}
      </section>
    </>
  )
}

/** The server renders the page with the list (src/app/prefetch.ts). */
export const prefetch: PagePrefetch = async ({ queryClient, reads }) => {
  filmmakersApi.seedList(queryClient, await reads.filmmakers())
}
