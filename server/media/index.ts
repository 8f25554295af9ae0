import { createHash } from 'node:crypto'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { fileTypeFromBuffer } from 'file-type'
import { isDataUrl } from '../../contract'
import type { Db } from '../db/client'
import { HttpError } from '../lib/http-error'
import {
  deleteMediaFile,
  findMediaFile,
  lockMediaFile,
  setMediaVariants,
  uncountPending,
  upsertMediaFile,
} from '../repositories/media-files'
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
import type { MediaOwner, RowChange, Saved, StoredMedia, Upload } from './owners'

export type { MediaKind } from './formats'
export { MEDIA_MESSAGES } from './formats'
export type { MediaOwner, RowChange, Saved, StoredMedia, Upload } from './owners'

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
 *
 * A file lives while a row of some entity holds its URL (each repository says which of its rows
 * do: `owners`) or an upload of it waits for its entity write (`media_files.pending`). Routes go
 * through `write`, which keeps both true; the file's media_files row is the lock that makes a
 * release and a new upload of the same bytes take turns.
 */
export class MediaStore {
  readonly blobs: BlobStore
  private readonly db: Db
  private readonly owners: readonly MediaOwner<never>[]

  constructor(opts: { blobs: BlobStore; db: Db; owners: readonly MediaOwner<never>[] }) {
    this.blobs = opts.blobs
    this.db = opts.db
    this.owners = opts.owners
  }

  /**
   * Stores a file outside any entity write: for callers no release can race, such as the demo
   * seed before the server listens. Routes use `write`.
   */
  save(dataUrl: string, kind: MediaKind): Promise<StoredMedia> {
    return this.decodeAndStore(dataUrl, kind, 0)
  }

  saveBuffer(buffer: Buffer, kind: MediaKind): Promise<StoredMedia> {
    if (buffer.length > MAX_BYTES[kind])
      return Promise.reject(new HttpError(413, MEDIA_MESSAGES.tooLarge[kind]))
    return this.store(buffer, kind, 0)
  }

  /**
   * The media step of every entity write: stores each upload (counted as pending, so no release
   * can take it), runs `change` in a transaction, and then releases what the write left behind:
   * the new files when it failed or found no row, the files the row held before and no longer
   * holds when it succeeded. `change` gets the stored files and returns the row before and after
   * (undefined: no such row); the same value is returned.
   */
  async write<K extends string, Media, Change extends RowChange<Media> | undefined>(
    owner: MediaOwner<Media>,
    uploads: Partial<Record<K, Upload>>,
    change: (tx: Db, saved: Saved<K>) => Promise<Change>,
  ): Promise<Change> {
    const saved: Saved<K> = {}
    const pending: StoredMedia[] = []
    let result: Change | undefined
    try {
      for (const [key, upload] of Object.entries(uploads) as [K, Upload | undefined][]) {
        const dataUrl = upload?.from.find((value) => value !== undefined && isDataUrl(value))
        if (!upload || dataUrl === undefined) continue
        const stored = await this.decodeAndStore(dataUrl, upload.kind, 1)
        pending.push(stored)
        saved[key] = stored
      }
      result = await this.db.transaction((tx) => change(tx, saved))
    } finally {
      // Now the row holds them (or the write failed): they need no other protection.
      for (const { hash } of pending) await this.uncount(hash, 1)
      if (!result) await this.releaseUnreferenced(pending.map(({ url }) => url))
    }
    const urls = (row: Media | undefined) => (row === undefined ? [] : owner.urls(row))
    const kept = new Set(urls(result?.after))
    await this.releaseUnreferenced(urls(result?.before).filter((url) => !kept.has(url)))
    return result as Change
  }

  /** `write` for a new row: the inserted row. */
  async create<K extends string, Media, Row extends Media>(
    owner: MediaOwner<Media>,
    uploads: Partial<Record<K, Upload>>,
    insert: (tx: Db, saved: Saved<K>) => Promise<Row>,
  ): Promise<Row> {
    const change = await this.write(owner, uploads, async (tx, saved) => ({
      after: await insert(tx, saved),
    }))
    return change.after
  }

  /** `write` for a deletion: the deleted row (its files released), or undefined when none. */
  async remove<Media, Row extends Media>(
    owner: MediaOwner<Media>,
    remove: (tx: Db) => Promise<Row | undefined>,
  ): Promise<Row | undefined> {
    const change = await this.write(owner, {}, async (tx) => {
      const before = await remove(tx)
      return before && { before }
    })
    return change?.before
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
    const row = await findMediaFile(this.db, hash)
    if (row?.kind !== 'image') return false
    const original = await this.blobs.readAll(`${hash}.${row.ext}`)
    if (!original) return false
    await this.blobs.writeOnce(name, () => renderVariant(original, width))
    if (!row.variants.includes(width)) {
      const variants = [...row.variants, width].sort((a, b) => a - b)
      await setMediaVariants(this.db, hash, variants)
    }
    return true
  }

  /**
   * Removes each file (its blob, variants and row) that no row holds and no upload waits for.
   * The check and the removal happen under the file's row lock: an upload of the same bytes
   * waits for them, then writes the bytes again, so it never finds bytes that are about to go.
   */
  async releaseUnreferenced(urls: readonly string[]): Promise<void> {
    for (const url of new Set(urls)) {
      const hash = MEDIA_URL.exec(url)?.[1]
      if (hash) await this.db.transaction((tx) => this.releaseIfUnheld(tx, hash))
    }
  }

  private async releaseIfUnheld(tx: Db, hash: string): Promise<void> {
    const row = await lockMediaFile(tx, hash)
    if (!row || row.pending > 0) return
    const url = `/media/${hash}.${row.ext}`
    for (const owner of this.owners) if (await owner.holds(tx, url)) return
    await deleteMediaFile(tx, hash)
    const names = new Set([`${hash}.${row.ext}`])
    // Every width, not only the row's: a variant may have been written on demand since.
    for (const width of new Set([...VARIANT_WIDTHS, ...row.variants]))
      names.add(variantName(hash, width))
    await Promise.all([...names].map((name) => this.blobs.remove(name)))
  }

  private async uncount(hash: string, pending: number): Promise<void> {
    if (pending === 0) return
    await uncountPending(this.db, hash, pending)
  }

  private decodeAndStore(dataUrl: string, kind: MediaKind, pending: 0 | 1): Promise<StoredMedia> {
    if (typeof dataUrl !== 'string')
      return Promise.reject(new HttpError(400, MEDIA_MESSAGES.unreadable))
    try {
      return this.store(decodeDataUrl(dataUrl, kind), kind, pending)
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  /** `pending` 1: counted as waiting for its entity write (see `write`), which uncounts it. */
  private async store(upload: Buffer, kind: MediaKind, pending: 0 | 1): Promise<StoredMedia> {
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
    const url = `/media/${name}`
    const writeRow = () =>
      upsertMediaFile(this.db, {
        hash,
        kind,
        mime: format.mime,
        ext: format.ext,
        size: buffer.length,
        variants,
        pending,
      })
    const writeBlobs = () =>
      Promise.all([
        this.blobs.writeOnce(name, buffer),
        ...variants.map((width) =>
          this.blobs.writeOnce(variantName(hash, width), () => renderVariant(buffer, width)),
        ),
      ])
    if (pending === 0) {
      // No release can race this save (see `save`): the row comes last, once its bytes are there.
      await writeBlobs()
      await writeRow()
    } else {
      // The row before the bytes: a release of this file in progress is waited for (its lock),
      // and one that starts later sees the pending upload, so the bytes written below stay.
      await writeRow()
      await writeBlobs().catch(async (error: unknown) => {
        await this.uncount(hash, pending)
        await this.releaseUnreferenced([url])
        throw error
      })
    }
    return { url, hash, mime: format.mime, size: buffer.length, kind, ...details }
  }
}
