import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { BlobInfo, BlobStore } from './blob-store'

export interface S3Settings {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404
}

/**
 * Media in an S3-compatible bucket (MEDIA_STORE=s3), through the official AWS SDK v3 client: AWS
 * S3 itself, or MinIO, Ceph, R2 ... at S3_ENDPOINT (most need S3_FORCE_PATH_STYLE=true). Objects
 * are named as files on disk are, at the bucket's root. Checksums are sent and checked only where
 * the API requires them: S3-compatible servers other than AWS often reject the SDK's default
 * CRC32 trailers.
 */
export class S3BlobStore implements BlobStore {
  readonly description: string
  private readonly client: S3Client
  private readonly bucket: string

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket
    this.description = `s3: ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      forcePathStyle: settings.forcePathStyle,
      credentials: {
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
      },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    })
  }

  async stat(name: string): Promise<BlobInfo | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }))
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) }
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }

  async read(name: string, range?: { start: number; end: number }): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: name,
        ...(range && { Range: `bytes=${range.start}-${range.end}` }),
      }),
    )
    const body = answer.Body
    if (!(body instanceof Readable)) throw new Error(`no readable body for ${name}`)
    return body
  }

  async readAll(name: string): Promise<Buffer | undefined> {
    try {
      const stream = await this.read(name)
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(chunk as Buffer)
      return Buffer.concat(chunks)
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }

  async writeOnce(name: string, data: Buffer | (() => Promise<Buffer>)): Promise<void> {
    if (await this.stat(name)) return
    const bytes = typeof data === 'function' ? await data() : data
    // One PUT: uploads are at most 50 MB, within a single request's 5 GB. An object appears whole
    // or not at all, as a renamed file does on disk.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: bytes,
        ContentLength: bytes.length,
      }),
    )
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }))
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  async isReachable(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }))
      return true
    } catch {
      return false
    }
  }

  close() {
    this.client.destroy()
  }
}
