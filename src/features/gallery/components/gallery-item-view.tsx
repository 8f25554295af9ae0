import { useTranslation } from 'react-i18next'
import { CalendarDays, Heart, Tag } from 'lucide-react'
import type { GalleryItem } from '@contract/gallery'
import { BackLink, FactList } from '@/components/ui/detail/detail-parts'
import { MediaImage } from '@/components/ui/media-image'
import { paths } from '@/config/paths'
import { useAuth } from '@/lib/auth'
import { formatDate } from '@/lib/format'
import { useVocabulary } from '@/lib/vocabulary'
import { LikeButton } from './like-button'
import { ShareButton } from './share-button'

const IMAGE_SIZES = '(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw'

/**
 * One photo: image, category, title, description, likes, date, and Like and Share.
 * `isViewerPending`: the item shown is another viewer's copy while the reader's own loads.
 */
export function GalleryItemView({
  item,
  isViewerPending = false,
}: {
  item: GalleryItem
  isViewerPending?: boolean
}) {
  const { t, i18n } = useTranslation('gallery')
  const { isAuthenticated } = useAuth()
  // A guest's copy says nothing of anyone's like: the heart is filled for the reader's own only.
  const isLiked = isAuthenticated && item.isLikedByUser
  const word = useVocabulary('galleryCategories')
  const category = word('galleryCategories', item.category)
  const created = formatDate(item.createdAt, i18n.resolvedLanguage ?? i18n.language)

  return (
    <article className="flex flex-col gap-6">
      <BackLink to={paths.gallery} label={t('detail.back')} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <div className="overflow-hidden rounded-2xl border border-line bg-neutral-200 shadow-sm dark:bg-neutral-800">
          <MediaImage
            src={item.image || item.imageUrl}
            alt={item.title}
            width={1200}
            height={900}
            sizes={IMAGE_SIZES}
            loading="eager"
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <span className="self-start rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
              {category}
            </span>
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
              {item.title}
            </h1>
            <p className="text-lg text-pretty text-muted">
              {item.description || t('detail.noDescription')}
            </p>
          </div>
          <p aria-live="polite" className="inline-flex items-center gap-2 text-lg font-semibold">
            <Heart
              aria-hidden="true"
              className="size-5 text-accent"
              fill={isLiked ? 'currentColor' : 'none'}
            />
            {t('detail.likes', { count: item.likeCount })}
          </p>
          {/* The buttons' messages go on a line of their own below both (order-last, full
              width), with room kept for one: a message never pushes a button onto a new row. */}
          <div className="flex min-h-22 flex-wrap content-start items-start gap-x-3">
            <LikeButton item={item} isViewerPending={isViewerPending} />
            <ShareButton id={item._id} />
          </div>
          <FactList
            facts={[
              {
                label: t('detail.created'),
                // Node and the browser may not share a language's calendar data (Kinyarwanda):
                // hydration keeps the server's wording, either is right.
                value: (
                  <time dateTime={item.createdAt} suppressHydrationWarning>
                    {created}
                  </time>
                ),
                icon: <CalendarDays />,
              },
              { label: t('detail.category'), value: category, icon: <Tag /> },
            ]}
          />
        </div>
      </div>
    </article>
  )
}
