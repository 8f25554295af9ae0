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

/**
 * The bytes to store for an uploaded image: without its metadata (EXIF with a phone's GPS
 * position, camera and time; XMP; IPTC; PNG text), with the EXIF orientation applied to the
 * pixels so it still shows upright, re-encoded in its own format. The colour profile is kept
 * (it holds no personal data, and dropping it shifts colours). An image that carries nothing to
 * strip is stored as it came, without a generation loss. Animated images keep every frame.
 */
export async function withoutMetadata(buffer: Buffer, ext: string): Promise<Buffer> {
  const metadata = await sharp(buffer).metadata()
  const hasMetadata =
    Boolean(metadata.exif ?? metadata.xmp ?? metadata.iptc) ||
    (metadata.comments?.length ?? 0) > 0 ||
    (metadata.orientation ?? 1) !== 1
  if (!hasMetadata) return buffer
  const isAnimated = (metadata.pages ?? 1) > 1
  // sharp writes no metadata unless asked: re-encoding drops it all but the profile kept here.
  let image = sharp(buffer, { animated: isAnimated }).keepIccProfile()
  if (!isAnimated) image = image.rotate()
  switch (ext) {
    case 'jpg':
      image = image.jpeg({ quality: 90 })
      break
    case 'png':
      image = image.png()
      break
    case 'webp':
      image = image.webp({ quality: 90 })
      break
    case 'gif':
      image = image.gif()
      break
    case 'avif':
      image = image.avif({ quality: 70 })
      break
    default:
      throw new HttpError(415, MEDIA_MESSAGES.wrongType.image)
  }
  return image.toBuffer()
}

export const variantName = (hash: string, width: number) => `${hash}-${width}.webp`

/**
 * The widest variant's WebP quality. A browser takes it for a slot wider than 640 device pixels:
 * a phone's full-width picture at its 1.75-3x density, or a desktop's detail portrait at 2x,
 * where a lower quality does not show ("compressive images"). It is a detail page's largest
 * picture on a phone, so its weight decides the page's LCP (docs/decisions/026).
 */
const WIDEST_VARIANT_QUALITY = 70

/** A resized WebP; sharp writes no EXIF/GPS metadata unless asked, so variants carry none. */
export function renderVariant(buffer: Buffer, width: number): Promise<Buffer> {
  const widest = width >= Math.max(...VARIANT_WIDTHS)
  return sharp(buffer)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: widest ? WIDEST_VARIANT_QUALITY : 78, effort: 2 })
    .toBuffer()
}
