import sharp from 'sharp'
import { IMAGE_VARIANT_WIDTHS } from '../../contract/media'
import { HttpError } from '../lib/http-error'
import { MEDIA_MESSAGES } from './formats'

/**
 * Widths of the WebP variants (contract/media.ts). Every image gets all of them, so the client can
 * list them without knowing the original's width; none is enlarged, so a variant wider than the
 * original keeps the original's size, re-encoded as WebP (an 800 px demo JPEG's "1024" is an
 * 800 px WebP of a third to a half of its bytes).
 */
export const VARIANT_WIDTHS = IMAGE_VARIANT_WIDTHS

export const isVariantWidth = (width: number): boolean =>
  (VARIANT_WIDTHS as readonly number[]).includes(width)

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

export const variantName = (hash: string, width: number) => `${hash}-${width}.webp`

/** A resized WebP; sharp writes no EXIF/GPS metadata unless asked, so variants carry none. */
export function renderVariant(buffer: Buffer, width: number): Promise<Buffer> {
  return sharp(buffer)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78, effort: 2 })
    .toBuffer()
}
