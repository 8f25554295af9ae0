/**
 * The media URLs both sides agree on. An image upload is kept at `/media/<sha256>.<ext>` with a
 * WebP variant at `/media/<sha256>-<width>.webp` for each of `IMAGE_VARIANT_WIDTHS` (never
 * enlarged: a narrower original's variant keeps its own width). The server writes every width at
 * upload, and a missing one (an image stored before) on its first request, so every candidate of
 * the srcset below exists for any image it stores.
 *
 * The SPA builds `<img srcset>` with `imageSources`; the server builds the same string for the
 * `<link rel=preload>` of a list page's first image, which only helps if the two match exactly.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024] as const

/**
 * How wide the original is said to be in the srcset. The API does not give an image's width, so
 * the original closes the list as "wider than every variant": only a slot needing more than 1024
 * device pixels (a wide desktop photo on a dense screen) asks for it.
 */
const ORIGINAL_WIDTH_HINT = 2048

/** Our stored names only; any other URL (a data URL, another host's path) is used as it is. */
const STORED_IMAGE = /^(.*\/media\/)([a-f0-9]{64})\.([a-z0-9]+)$/

/** Variants are stills, so an animated GIF keeps its original; SVG needs no variants. */
const WITHOUT_VARIANTS = new Set(['gif', 'svg'])

export interface ImageSources {
  src: string
  srcSet?: string
}

/** `src` and `srcSet` for an image URL: the WebP variants, then the original. */
export function imageSources(url: string): ImageSources {
  const match = STORED_IMAGE.exec(url)
  if (!match) return { src: url }
  const [, base = '', hash = '', ext = ''] = match
  if (WITHOUT_VARIANTS.has(ext)) return { src: url }
  const variants = IMAGE_VARIANT_WIDTHS.map((width) => `${base}${hash}-${width}.webp ${width}w`)
  return { src: url, srcSet: [...variants, `${url} ${ORIGINAL_WIDTH_HINT}w`].join(', ') }
}

/** Common `sizes` values for the layouts we use (a slot's CSS width at each breakpoint). */
export const IMAGE_SIZES = {
  /** One column on phones, two from `sm`, three from `lg` (max-w-7xl page). */
  grid3: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  /** One column on phones, two from `sm`, four from `lg`. */
  grid4: '(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw',
  /** A detail page's portrait: full width on phones, about 480 px beside the text on desktop. */
  detail: '(min-width: 1024px) 480px, 100vw',
} as const
