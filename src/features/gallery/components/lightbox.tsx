import { useEffect, useRef, type TouchEvent } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react'
import type { GalleryItem } from '@contract/gallery'
import { Dialog } from '@/components/ui/dialog'
import { MediaImage } from '@/components/ui/media-image'
import { paths } from '@/config/paths'
import { useVocabulary } from '@/lib/vocabulary'

/** A horizontal swipe at least this long (CSS px) moves to the next or previous photo. */
const SWIPE_PX = 50
const IMAGE_SIZES = '(min-width: 1024px) 960px, 100vw'
const stepClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-fg hover:border-accent hover:text-accent'

interface LightboxProps {
  items: GalleryItem[]
  /** The photo shown, an index into `items`; null when closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
}

/**
 * The photos of the grid one at a time in a dialog: previous/next buttons, the arrow keys and a
 * swipe move through them (round from the last to the first); Escape, the close button and the
 * backdrop close it, and focus returns to the card it was opened from. Each photo's own page
 * stays a link away.
 */
export function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation('gallery')
  const word = useVocabulary('galleryCategories')
  const item = index === null ? undefined : items[index]
  const count = items.length
  const touchStart = useRef<number | null>(null)

  const step = (by: 1 | -1) => {
    if (index !== null) onIndexChange((index + by + count) % count)
  }

  useEffect(() => {
    if (index === null) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % count)
      else if (event.key === 'ArrowLeft') onIndexChange((index - 1 + count) % count)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [index, count, onIndexChange])

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.changedTouches[0]?.clientX ?? null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    const end = event.changedTouches[0]?.clientX
    touchStart.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return
    step(end < start ? 1 : -1)
  }

  return (
    <Dialog
      isOpen={item !== undefined}
      onClose={onClose}
      title={item?.title ?? ''}
      description={item ? word('galleryCategories', item.category) : undefined}
      closeLabel={t('lightbox.close')}
      size="xl"
    >
      {item ? (
        <div className="flex flex-col gap-4">
          <div
            className="flex justify-center overflow-hidden rounded-xl bg-neutral-950"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <MediaImage
              key={item._id}
              src={item.imageUrl || item.image}
              alt={item.title}
              width={1200}
              height={900}
              sizes={IMAGE_SIZES}
              loading="eager"
              className="max-h-[60dvh] w-auto max-w-full object-contain"
            />
          </div>
          <div className="flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t('lightbox.previous')}
              className={stepClass}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <div className="flex min-w-0 flex-col items-center gap-1 text-center text-sm">
              <p aria-live="polite" className="text-muted">
                {t('lightbox.position', { current: (index ?? 0) + 1, total: count })}
              </p>
              <Link
                to={paths.galleryItem(item._id)}
                className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-accent underline-offset-2 hover:underline"
              >
                {t('lightbox.open')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t('lightbox.next')}
              className={stepClass}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
