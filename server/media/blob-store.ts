import { createReadStream, mkdirSync } from 'node:fs'
import { mkdir, readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { removeFile, writeOnce } from './files'

/**
 * Where media bytes live, by stored name (`<sha256>[-<width>].<ext>`): the local disk (the
 * default) or an S3-compatible bucket (./s3-store.ts). MediaStore keeps the rules (types, limits,
 * hashes, variants, references); a BlobStore only keeps bytes. Reads are streams, so a 50 MB track
 * or a byte range of it never sits whole in memory.
 */
export interface BlobInfo {
  size: number
  modified: Date
}

export interface BlobStore {
  /** For logs and readiness: `disk: ./data/media`, `s3: bucket at endpoint`. */
  readonly description: string
  stat(name: string): Promise<BlobInfo | undefined>
  /** The bytes, or the inclusive byte range of them; rejects when the blob is missing. */
  read(name: string, range?: { start: number; end: number }): Promise<Readable>
  readAll(name: string): Promise<Buffer | undefined>
  /** Content-addressed: a blob already there is correct and left as is. */
  writeOnce(name: string, data: Buffer | (() => Promise<Buffer>)): Promise<void>
  remove(name: string): Promise<void>
  /** Every stored name (for `npm run media:migrate`). */
  list(): AsyncIterable<string>
  /** Can blobs be read and written now? (readiness). */
  isReachable(): Promise<boolean>
}

export class DiskBlobStore implements BlobStore {
  readonly description: string

  constructor(private readonly dir: string) {
    this.description = `disk: ${dir}`
    mkdirSync(dir, { recursive: true })
  }

  private path(name: string) {
    return join(this.dir, name)
  }

  async stat(name: string): Promise<BlobInfo | undefined> {
    const stats = await stat(this.path(name)).catch(() => undefined)
    return stats?.isFile() ? { size: stats.size, modified: stats.mtime } : undefined
  }

  read(name: string, range?: { start: number; end: number }): Promise<Readable> {
    return Promise.resolve(createReadStream(this.path(name), range))
  }

  readAll(name: string): Promise<Buffer | undefined> {
    return readFile(this.path(name)).catch(() => undefined)
  }

  async writeOnce(name: string, data: Buffer | (() => Promise<Buffer>)): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    await writeOnce(this.dir, name, data)
  }

  remove(name: string): Promise<void> {
    return removeFile(this.path(name))
  }

  async *list(): AsyncIterable<string> {
    for (const name of await readdir(this.dir).catch(() => [] as string[]))
      if (!name.startsWith('.')) yield name
  }

  async isReachable(): Promise<boolean> {
    try {
      await mkdir(this.dir, { recursive: true })
      const probe = `.ready-${process.pid}`
      await writeOnce(this.dir, probe, Buffer.from('ok'))
      await removeFile(this.path(probe))
      return true
    } catch {
      return false
    }
  }
}
