import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ImageOff } from 'lucide-react'
import { cn } from '@/lib/cn'
import { imageSources } from '@/lib/media'

export interface MediaImageProps {
  src: string
  /** Translated; an empty string marks the image as decorative. */
  alt: string
  /** Intrinsic size (its aspect ratio reserves the space before the file arrives). */
  width: number
  height: number
  /** The slot's CSS width per breakpoint, so the browser picks the right variant. */
  sizes?: string
  /**
   * 'eager' for the first images a page shows. 'lazy' asks for the file only once the image is
   * within `NEAR_VIEWPORT` of the screen (see below).
   */
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
  className?: string
  /** Shown instead of the image when there is none or it fails to load. */
  fallback?: ReactNode
}

type Stage = 'responsive' | 'original' | 'failed'

/**
 * How close to the screen a lazy image must come before its file is requested. Chromium's own
 * loading=lazy starts 1,250-2,500 px early, so on a phone the whole first screenful of a list
 * fetched every card's image at once, competing with the first card's (the page's largest paint).
 */
const NEAR_VIEWPORT = '300px'

/** A same-ratio empty picture held by a lazy image until it is near: no layout shift. */
const placeholderOf = (width: number, height: number) =>
  `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'/%3E`

/** Whether the element has come within NEAR_VIEWPORT of the screen (always, for eager images). */
function useNearViewport(eager: boolean) {
  const ref = useRef<HTMLImageElement>(null)
  // Without IntersectionObserver (old browsers, jsdom) every image loads at once, as before. The
  // server's render (src/entry-server.tsx) holds the placeholder, as the browser's first render
  // does: the page's own scripts load the rest as it scrolls.
  const [near, setNear] = useState(
    eager || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  )
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return { ref, near }
}

/**
 * An image from our media store with a srcset of its WebP variants. If a variant is missing (the
 * original was narrower than it), the original is tried on its own; if that fails too, or there
 * is no URL at all, the placeholder takes the image's place with the same classes.
 */
export function MediaImage({
  src,
  alt,
  width,
  height,
  sizes,
  loading = 'lazy',
  fetchPriority,
  className,
  fallback,
}: MediaImageProps) {
  // Keyed by the URL, so a new src starts afresh without an effect.
  const [failure, setFailure] = useState<{ src: string; stage: Stage } | null>(null)
  const { ref, near } = useNearViewport(loading === 'eager')
  const stage: Stage = failure?.src === src ? failure.stage : 'responsive'

  if (!src || stage === 'failed') {
    return fallback ?? <ImagePlaceholder label={alt} className={className} />
  }

  const sources = imageSources(src)
  const srcSet = stage === 'responsive' ? sources.srcSet : undefined
  const onError = () => setFailure({ src, stage: srcSet ? 'original' : 'failed' })

  return (
    <img
      ref={ref}
      // A new element per stage: the browser must not keep the failed candidate.
      key={stage}
      src={near ? sources.src : placeholderOf(width, height)}
      srcSet={near ? srcSet : undefined}
      sizes={near && srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={near ? onError : undefined}
      className={className}
    />
  )
}

/** A neutral block with an icon, sized by the classes the image would have had. */
export function ImagePlaceholder({
  label,
  className,
  icon,
}: {
  label: string
  className?: string
  icon?: ReactNode
}) {
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn(
        'flex items-center justify-center bg-neutral-200 text-neutral-500 dark:bg-neutral-800 dark:text-neutral-400',
        className,
      )}
    >
      {icon ?? <ImageOff aria-hidden="true" className="size-10" />}
    </div>
  )
}

/**
 * A small decorative square picture (a table row's, the player bar's), or the placeholder with
 * `icon` in the same box when there is none or it fails. The text beside it names what it shows.
 */
export function Thumbnail({
  src,
  size,
  className,
  icon,
}: {
  src: string
  /** Its CSS size in pixels. */
  size: number
  /** The box's classes, shared by the picture and the placeholder. */
  className: string
  icon: ReactNode
}) {
  return (
    <MediaImage
      src={src}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      className={cn(className, 'object-cover')}
      fallback={<ImagePlaceholder label="" className={className} icon={icon} />}
    />
  )
}
