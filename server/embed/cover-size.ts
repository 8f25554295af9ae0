import sharp from 'sharp'
import type { BlobStore } from '../media/blob-store'

/** A stored image: `/media/<sha256>.<ext>`. */
const STORED_IMAGE = /^\/media\/([a-f0-9]{64}\.[a-z0-9]+)$/
/** Sizes kept; a stored file never changes (its name is its hash), so an entry never goes stale. */
const MAX_ENTRIES = 1000

/**
 * The pixel size of stored images (oEmbed's thumbnail_width and thumbnail_height), read from the
 * file's header once per file and then remembered.
 */
export function coverSizes(blobs: BlobStore) {
  const known = new Map<string, Promise<{ width: number; height: number } | undefined>>()
  const read = async (name: string) => {
    const bytes = await blobs.readAll(name)
    if (!bytes) return undefined
    const { width, height } = await sharp(bytes).metadata()
    return width && height ? { width, height } : undefined
  }
  return (url: string): Promise<{ width: number; height: number } | undefined> => {
    const name = STORED_IMAGE.exec(url)?.[1]
    if (!name) return Promise.resolve(undefined)
    let size = known.get(name)
    if (!size) {
      size = read(name).catch(() => undefined)
      if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value ?? '')
      known.set(name, size)
    }
    return size
  }
}
