import { join } from 'node:path'
import type { Env } from '../env'
import { DiskBlobStore, type BlobStore } from './blob-store'
import { S3BlobStore } from './s3-store'

/** The blob store the environment asks for: DATA_DIR/media, or the S3_* bucket (MEDIA_STORE=s3). */
export function createBlobStore(env: Env): BlobStore & { close?: () => void } {
  if (env.MEDIA_STORE === 's3')
    return new S3BlobStore({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      // loadEnv refuses MEDIA_STORE=s3 without these three.
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    })
  return new DiskBlobStore(join(env.DATA_DIR, 'media'))
}
