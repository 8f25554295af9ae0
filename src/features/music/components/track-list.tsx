import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Music } from 'lucide-react'
import { describeHttpError } from '@/api/errors'
import { useTracks } from '@/api/music'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/lib/auth'
import { TrackCard } from './track-card'
import { capabilities } from '@/api/capabilities'

/** Spec §4: a 4-item skeleton while loading. */
const SKELETON_COUNT = 4
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4'

/** Every active track; the signed-in listener's own counts come with the list (spec §6). */
export function TrackList() {
  const { t } = useTranslation('music')
  const { user } = useAuth()
  const tracks = useDeferredValue(useTracks(user?._id))

  if (tracks.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className={GRID}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div
            key={index}
            aria-hidden="true"
            className="overflow-hidden rounded-2xl border border-line bg-surface-raised"
          >
            <Skeleton className="aspect-square w-full rounded-none" />
            <div className="flex flex-col gap-3 p-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    )
  }

  if (tracks.isError) {
    return (
      <ErrorState
        title={t('error.title')}
        message={describeHttpError(tracks.error) ?? t('error.unknown')}
        onRetry={() => void tracks.refetch()}
        retryLabel={t('error.retry')}
      />
    )
  }

  if (tracks.data.length === 0) {
    return (
      <EmptyState
        icon={<Music />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Button
            variant="secondary"
            onClick={() => void tracks.refetch()}
            disabled={tracks.isFetching}
          >
            {t('empty.refresh')}
          </Button>
        }
      />
    )
  }

  return (
    <ul aria-label={t('list.label')} className={GRID}>
      {tracks.data.map((track, index) => (
        <li key={track._id}>
          <TrackCard
            track={track}
            showOwnPlays={user !== null && capabilities.hasUserPlays}
            isAboveFold={index < SKELETON_COUNT}
          />
        </li>
      ))}
    </ul>
  )
}
