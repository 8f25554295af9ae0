/**
 * Responsive sources for images stored by our server. An upload is kept at
 * `/media/<sha256>.<ext>` and, for each of 320, 640 and 1024 px narrower than the original, a
 * WebP variant at `/media/<sha256>-<width>.webp`, so a phone downloads a small file.
 *
 * The API does not say how wide an original is, so the client cannot know which variants exist.
 * The srcset lists the two small variants (present for any original wider than 640 px, which
 * covers the demo portraits and ordinary photos) and then the original itself, described as
 * `ORIGINAL_WIDTH_HINT` wide: a slot that needs more than 640 px gets the original. Listing the
 * 1024 variant would make high-density phones request a file that does not exist for the 800 px
 * demo portraits (a 404 in the console). `<MediaImage>` still retries without the srcset if a
 * listed variant fails (an original narrower than 640 px).
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640] as const
const ORIGINAL_WIDTH_HINT = 1024

/** Our stored names only; any other URL (a data URL, another host's path) is used as it is. */
const STORED_IMAGE = /^(.*\/media\/)([a-f0-9]{64})\.([a-z0-9]+)$/

/** Variants are stills, so an animated GIF keeps its original; SVG needs no variants. */
const WITHOUT_VARIANTS = new Set(['gif', 'svg'])

export interface ImageSources {
  src: string
  srcSet?: string
}

/** `src` and `srcSet` for an image URL (see above for what the srcset holds). */
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
