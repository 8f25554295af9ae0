import { createHash } from 'node:crypto'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { eq, like, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { fileTypeFromBuffer } from 'file-type'
import type { Db } from '../db/client'
import { artists, filmmakers, galleryItems, mediaFiles, musicTracks, producers } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { readAudioDuration } from './audio'
import { decodeDataUrl } from './data-url'
import type { BlobStore } from './blob-store'
import { MAX_BYTES, MEDIA_MESSAGES, acceptedFormat, type MediaKind } from './formats'
import {
  isVariantWidth,
  readImageInfo,
  renderVariant,
  VARIANT_WIDTHS,
  variantName,
  withoutMetadata,
} from './images'

export type { MediaKind } from './formats'
export { MEDIA_MESSAGES } from './formats'

export interface StoredMedia {
  url: string
  hash: string
  mime: string
  size: number
  kind: MediaKind
  durationSeconds?: number
  width?: number
  height?: number
}

/** Every column that may hold a /media URL; a file is kept while any of them mentions its hash. */
const REFERENCING_COLUMNS: [PgTable, PgColumn][] = [
  [artists, artists.image],
  [galleryItems, galleryItems.image],
  [galleryItems, galleryItems.videoUrl],
  [producers, producers.image],
  [filmmakers, filmmakers.image],
  [musicTracks, musicTracks.coverImageUrl],
  [musicTracks, musicTracks.audioUrl],
]

const MEDIA_URL = /\/media\/([a-f0-9]{64})\.([a-z0-9]+)$/
const HASH_CHUNK = 4 * 1024 * 1024

/** Hashes in chunks, yielding between them, so a 50 MB upload does not stall other requests. */
async function sha256(buffer: Buffer): Promise<string> {
  const hash = createHash('sha256')
  for (let offset = 0; offset < buffer.length; offset += HASH_CHUNK) {
    hash.update(buffer.subarray(offset, offset + HASH_CHUNK))
    if (offset + HASH_CHUNK < buffer.length) await yieldToEventLoop()
  }
  return hash.digest('hex')
}

/**
 * Content-addressed media in a blob store (the disk under DATA_DIR/media, or a bucket): one
 * blob per distinct content, WebP variants beside images, a media_files row per hash. Entities
 * store the returned `/media/...` URL, whichever store holds the bytes.
 */
export class MediaStore {
  readonly blobs: BlobStore
  private readonly db: Db

  constructor(opts: { blobs: BlobStore; db: Db }) {
    this.blobs = opts.blobs
    this.db = opts.db
  }

  save(dataUrl: string, kind: MediaKind): Promise<StoredMedia> {
    if (typeof dataUrl !== 'string')
      return Promise.reject(new HttpError(400, MEDIA_MESSAGES.unreadable))
    try {
      return this.store(decodeDataUrl(dataUrl, kind), kind)
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  saveBuffer(buffer: Buffer, kind: MediaKind): Promise<StoredMedia> {
    if (buffer.length > MAX_BYTES[kind])
      return Promise.reject(new HttpError(413, MEDIA_MESSAGES.tooLarge[kind]))
    return this.store(buffer, kind)
  }

  /**
   * Writes a missing variant of a stored image into the same store; false when there is nothing
   * to make it from. Images stored before every width was written (older uploads, an earlier
   * data folder) get theirs on the first request, so the client's srcset never 404s.
   */
  async ensureVariant(hash: string, width: number): Promise<boolean> {
    if (!isVariantWidth(width)) return false
    const name = variantName(hash, width)
    if (await this.blobs.stat(name)) return true
    const [row] = await this.db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash))
    if (row?.kind !== 'image') return false
    const original = await this.blobs.readAll(`${hash}.${row.ext}`)
    if (!original) return false
    await this.blobs.writeOnce(name, () => renderVariant(original, width))
    if (!row.variants.includes(width)) {
      const variants = [...row.variants, width].sort((a, b) => a - b)
      await this.db.update(mediaFiles).set({ variants }).where(eq(mediaFiles.hash, hash))
    }
    return true
  }

  async releaseUnreferenced(urls: string[]): Promise<void> {
    for (const url of new Set(urls)) {
      const match = MEDIA_URL.exec(url)
      if (!match?.[1] || !match[2]) continue
      const [, hash, ext] = match
      if (await this.isReferenced(hash)) continue
      const [row] = await this.db.delete(mediaFiles).where(eq(mediaFiles.hash, hash)).returning()
      const names = new Set([`${hash}.${ext}`])
      if (row) names.add(`${hash}.${row.ext}`)
      // Every width, not only the row's: a variant may have been written on demand since.
      for (const width of new Set([...VARIANT_WIDTHS, ...(row?.variants ?? [])]))
        names.add(variantName(hash, width))
      await Promise.all([...names].map((name) => this.blobs.remove(name)))
    }
  }

  private async isReferenced(hash: string): Promise<boolean> {
    const pattern = `%${hash}%`
    for (const [table, column] of REFERENCING_COLUMNS) {
      const condition: SQL = like(column, pattern)
      const rows = await this.db.select({ found: column }).from(table).where(condition).limit(1)
      if (rows.length > 0) return true
    }
    return false
  }

  private async store(upload: Buffer, kind: MediaKind): Promise<StoredMedia> {
    if (upload.length === 0) throw new HttpError(400, MEDIA_MESSAGES.unreadable)
    // The type is decided by the uploaded bytes; the name, below, by the stored ones.
    const format = acceptedFormat(kind, (await fileTypeFromBuffer(upload))?.ext)
    if (!format) throw new HttpError(415, MEDIA_MESSAGES.wrongType[kind])

    let buffer = upload
    const details: Pick<StoredMedia, 'durationSeconds' | 'width' | 'height'> = {}
    let variants: number[] = []
    if (kind === 'image') {
      const { width, height } = await readImageInfo(upload)
      Object.assign(details, { width, height })
      buffer = await withoutMetadata(upload, format.ext)
      variants = [...VARIANT_WIDTHS]
    } else if (kind === 'audio') {
      const durationSeconds = await readAudioDuration(buffer, format.mime)
      if (durationSeconds !== undefined) details.durationSeconds = durationSeconds
    }

    const hash = await sha256(buffer)
    const name = `${hash}.${format.ext}`
    await this.blobs.writeOnce(name, buffer)
    await Promise.all(
      variants.map((width) =>
        this.blobs.writeOnce(variantName(hash, width), () => renderVariant(buffer, width)),
      ),
    )
    await this.db
      .insert(mediaFiles)
      .values({ hash, kind, mime: format.mime, ext: format.ext, size: buffer.length, variants })
      .onConflictDoNothing()
    return { url: `/media/${name}`, hash, mime: format.mime, size: buffer.length, kind, ...details }
  }
}
