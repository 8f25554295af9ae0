import { useState, type ReactNode } from 'react'
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
  /** 'lazy' below the fold; 'eager' for the first image a page shows. */
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
  className?: string
  /** Shown instead of the image when there is none or it fails to load. */
  fallback?: ReactNode
}

type Stage = 'responsive' | 'original' | 'failed'

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
  const stage: Stage = failure?.src === src ? failure.stage : 'responsive'

  if (!src || stage === 'failed') {
    return fallback ?? <ImagePlaceholder label={alt} className={className} />
  }

  const sources = imageSources(src)
  const srcSet = stage === 'responsive' ? sources.srcSet : undefined
  const onError = () => setFailure({ src, stage: srcSet ? 'original' : 'failed' })

  return (
    <img
      // A new element per stage: the browser must not keep the failed candidate.
      key={stage}
      src={sources.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={onError}
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
