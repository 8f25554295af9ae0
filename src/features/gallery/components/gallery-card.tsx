import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Heart } from 'lucide-react'
import type { GalleryItem } from '@contract/gallery'
import { CardSkeleton } from '@/components/ui/skeleton'
import { MediaImage } from '@/components/ui/media-image'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/format'
import { IMAGE_SIZES } from '@/lib/media'
import { useVocabulary } from '@/lib/vocabulary'

export interface GalleryCardProps {
  item: GalleryItem
  /**
   * 'cover' crops every photo to one shape, for a row of cards (the home preview); 'natural'
   * keeps each photo's own shape, for the masonry of /gallery.
   */
  fit?: 'cover' | 'natural'
  /** The title's heading level: 3 under a section heading (default), 2 right under the page's h1. */
  headingLevel?: 2 | 3
  /** 'eager' for the first cards of a page, which are above the fold. */
  loading?: 'lazy' | 'eager'
  className?: string
  /**
   * A plain click on the card opens the photo here (the gallery's lightbox) instead of its page;
   * the link keeps its address for a new tab, a copy or a click with a modifier.
   */
  onOpen?: () => void
}

/**
 * A photo with its category, title and likes. The title is the link; it stretches over the whole
 * card, so the card is one click target and one tab stop with a short accessible name.
 */
export function GalleryCard({
  item,
  fit = 'cover',
  headingLevel = 3,
  loading = 'lazy',
  className,
  onOpen,
}: GalleryCardProps) {
  const { t } = useTranslation('gallery')
  const word = useVocabulary('galleryCategories')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={cn(
        'group relative overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition-shadow',
        'hover:shadow-lg focus-within:ring-2 focus-within:ring-accent focus-within:ring-offset-2 focus-within:ring-offset-surface',
        className,
      )}
    >
      <div
        className={cn(
          'overflow-hidden bg-neutral-200 dark:bg-neutral-800',
          fit === 'cover' && 'aspect-[4/3]',
        )}
      >
        <MediaImage
          src={item.image || item.imageUrl}
          alt=""
          width={1200}
          height={900}
          sizes={IMAGE_SIZES.grid3}
          loading={loading}
          className={cn(
            'w-full transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100',
            fit === 'cover' ? 'h-full object-cover' : 'h-auto',
          )}
        />
      </div>
      <div className="flex flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-3">
          <span className="truncate rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
            {word('galleryCategories', item.category)}
          </span>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm text-muted">
            <Heart aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{formatCount(item.likeCount)}</span>
            <span className="sr-only">{t('card.likes', { count: item.likeCount })}</span>
          </span>
        </div>
        <Heading className="text-base leading-snug font-semibold">
          <Link
            to={paths.galleryItem(item._id)}
            onClick={(event) => {
              const isPlain =
                event.button === 0 &&
                !event.metaKey &&
                !event.ctrlKey &&
                !event.shiftKey &&
                !event.altKey
              if (!onOpen || !isPlain) return
              event.preventDefault()
              onOpen()
            }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {item.title}
          </Link>
        </Heading>
      </div>
    </article>
  )
}

/** Stands in for a GalleryCard while the list loads. */
export function GallerySkeletonCard({ className }: { className?: string }) {
  return (
    <CardSkeleton
      className={className}
      media="aspect-[4/3] w-full"
      lines={['h-4 w-20 rounded-full', 'h-5 w-3/4']}
    />
  )
}
