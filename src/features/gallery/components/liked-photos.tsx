import { SKELETON_COUNTS } from '@/config/ui'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Heart } from 'lucide-react'
import { describeHttpError } from '@/api/errors'
import { useLikedGallery } from '@/api/likes'
import { GalleryCard, GallerySkeletonCard } from './gallery-card'
import { buttonClasses } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { paths } from '@/config/paths'
import { EAGER_IMAGES } from '@/lib/media'

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

/** The photos the signed-in listener liked: loading, error with retry, empty, or the cards. */
export function LikedPhotos({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('likes')
  const liked = useLikedGallery(viewerId)

  if (liked.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className={GRID}>
        {Array.from({ length: SKELETON_COUNTS.gallery }, (_, index) => (
          <GallerySkeletonCard key={index} />
        ))}
      </div>
    )
  }

  if (liked.isError) {
    return (
      <ErrorState
        title={t('error.title')}
        message={describeHttpError(liked.error) ?? t('error.message')}
        onRetry={() => void liked.refetch()}
      />
    )
  }

  if (liked.data.length === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={
          <Link to={paths.gallery} className={buttonClasses('primary', 'md')}>
            {t('empty.action')}
          </Link>
        }
      />
    )
  }

  return (
    <>
      <p className="mb-6 text-sm text-muted">{t('count', { count: liked.data.length })}</p>
      <ul aria-label={t('list')} className={GRID}>
        {liked.data.map((item, index) => (
          <li key={item._id}>
            <GalleryCard
              item={item}
              headingLevel={2}
              loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    </>
  )
}
