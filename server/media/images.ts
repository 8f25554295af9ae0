import sharp from 'sharp'
import { HttpError } from '../lib/http-error'
import { MEDIA_MESSAGES } from './formats'

/** Widths of the WebP variants; only those narrower than the original are written. */
export const VARIANT_WIDTHS = [320, 640, 1024] as const

export interface ImageInfo {
  width: number
  height: number
}

/** Reads the dimensions as displayed (EXIF orientation applied); bytes sharp cannot decode are refused. */
export async function readImageInfo(buffer: Buffer): Promise<ImageInfo> {
  try {
    const metadata = await sharp(buffer).metadata()
    const { width, height } = metadata
    if (!width || !height) throw new Error('no dimensions')
    // metadata() reads the header only: decoding every pixel (down to one) refuses a file cut
    // short or corrupt here, before it is stored, instead of failing later in a variant (a 500).
    await sharp(buffer).resize(1, 1, { fit: 'fill' }).raw().toBuffer()
    const rotated = (metadata.orientation ?? 1) >= 5
    return rotated ? { width: height, height: width } : { width, height }
  } catch {
    throw new HttpError(415, MEDIA_MESSAGES.wrongType.image)
  }
}

export function variantWidthsFor(originalWidth: number): number[] {
  return VARIANT_WIDTHS.filter((width) => width < originalWidth)
}

export const variantName = (hash: string, width: number) => `${hash}-${width}.webp`

/** A resized WebP; sharp writes no EXIF/GPS metadata unless asked, so variants carry none. */
export function renderVariant(buffer: Buffer, width: number): Promise<Buffer> {
  return sharp(buffer)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78, effort: 2 })
    .toBuffer()
}

/**
 * The `srcset` for a stored image URL: its variants plus the original at its own width. URLs that
 * are not ours (or images without variants) get an empty string, so callers can omit the attribute.
 */
export function imageSrcSet(
  url: string,
  variantWidths: readonly number[],
  originalWidth?: number,
): string {
  const match = /^(.*\/media\/)([a-f0-9]{64})\.[a-z0-9]+$/.exec(url)
  if (!match || variantWidths.length === 0) return ''
  const [, base, hash] = match
  const entries = [...variantWidths]
    .sort((a, b) => a - b)
    .map((width) => `${base}${variantName(hash ?? '', width)} ${width}w`)
  if (originalWidth) entries.push(`${url} ${originalWidth}w`)
  return entries.join(', ')
}
