import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { DiskBlobStore } from '../server/media/blob-store'
import { createBlobStore } from '../server/media/create-store'
import { loadEnv } from '../server/env'

/**
 * `npm run media:migrate`: copies every file of the disk media store (DATA_DIR/media) into the
 * bucket of MEDIA_STORE=s3 (the S3_* variables), then reads every object back and compares its
 * SHA-256 with the file's. Objects already in the bucket are left as they are (content-addressed
 * names) but verified all the same. Exits 1, naming them, when any object differs or is missing.
 * Safe to run again; the server may keep serving from the disk meanwhile.
 */

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function main() {
  const env = loadEnv(process.env)
  if (env.MEDIA_STORE !== 's3') {
    console.error('Set MEDIA_STORE=s3 and the S3_* variables of the bucket to copy into.')
    process.exit(2)
  }
  const disk = new DiskBlobStore(join(env.DATA_DIR, 'media'))
  const bucket = createBlobStore(env)
  if (!(await bucket.isReachable())) {
    console.error(`The bucket does not answer: ${bucket.description}`)
    process.exit(1)
  }
  let copied = 0
  let verified = 0
  const problems: string[] = []
  for await (const name of disk.list()) {
    const bytes = await disk.readAll(name)
    if (!bytes) continue
    const existed = Boolean(await bucket.stat(name))
    await bucket.writeOnce(name, bytes)
    if (!existed) copied += 1
    const back = await bucket.readAll(name)
    if (!back || sha256(back) !== sha256(bytes)) problems.push(name)
    else verified += 1
  }
  bucket.close?.()
  console.log(
    `${copied} copied, ${verified} verified in ${bucket.description}` +
      (problems.length ? `; ${problems.length} differ or are missing: ${problems.join(', ')}` : ''),
  )
  if (problems.length) process.exit(1)
}

await main()
