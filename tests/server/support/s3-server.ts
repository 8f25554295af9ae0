import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort } from '../../../e2e/support/server'

/**
 * An S3-compatible server for tests: s3rver (an npm package) on a free port of this machine, with
 * one bucket, its data in a temporary directory. `env` is what the server needs to use it.
 */
interface S3rverInstance {
  run(): Promise<unknown>
  close(): Promise<void>
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance
// s3rver ships no types; this is the slice of its API we use.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass

export interface TestS3 {
  endpoint: string
  bucket: string
  env: Record<string, string>
  close(): Promise<void>
}

export async function startS3(bucket = 'label-media'): Promise<TestS3> {
  const port = await findFreePort()
  const directory = await mkdtemp(join(tmpdir(), 'label-s3-'))
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
