import type { Db } from '../db/client'
import type { MediaKind } from './formats'

/** A stored file as the media store returns it; entities keep its `url`. */
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

/**
 * What the media module knows of an entity that holds media, declared by that entity's
 * repository (server/repositories/media-owners.ts lists them all): the /media URLs one of its
 * rows holds, and whether any of its rows holds a given URL. The media module never names an
 * entity table; a new table with media adds its owner to that list.
 */
export interface MediaOwner<Row> {
  urls(row: Row): string[]
  /** Runs inside the release's transaction, with the file's row locked. */
  holds(db: Db, url: string): Promise<boolean>
}

/** One file field of a write: the first data URL in `from` is stored; anything else keeps the row's. */
export interface Upload {
  kind: MediaKind
  from: readonly (string | undefined)[]
}

/** The stored files of a write, by the name its uploads gave them (absent: nothing new was sent). */
export type Saved<K extends string> = Partial<Record<K, StoredMedia>>

/** The row before the write (update, delete) and after it (create, update). */
export interface RowChange<Row> {
  before?: Row
  after?: Row
}
