import { performance } from 'node:perf_hooks'
import { hashPassword } from '../auth/password'
import type { Db } from '../db/client'
import type { MediaStore } from '../media'
import { hasContent, insertContent } from './content'
import { DEMO_LISTENER } from './data'
import { insertEngagement } from './engagement'
import { createDemoMedia } from './media'
import { createRandom } from './random'

export { hasContent } from './content'
export { DEMO_LISTENER } from './data'

/**
 * Seeds the demo once, on a database with no content. Files are generated first (they are content-
 * addressed, so a second attempt reuses them); every row then goes in one transaction, so a crash
 * leaves an empty database that seeds again on the next start.
 */
export async function seedDemo(opts: {
  db: Db
  media: MediaStore
  log: (msg: string) => void
}): Promise<void> {
  const { db, media, log } = opts
  if (await hasContent(db)) return
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  // One hash for every demo listener: scrypt is deliberately slow.
  const [files, passwordHash] = await Promise.all([
    createDemoMedia(media),
    hashPassword(DEMO_LISTENER.password),
  ])
  const filesReady = performance.now()
  const now = new Date()
  const random = createRandom(20_240_611)

  const counts = await db.transaction(async (tx) => {
    if (await hasContent(tx)) return undefined
    const content = await insertContent(tx, files, now, random)
    return { content, engagement: await insertEngagement(tx, content, passwordHash, now, random) }
  })
  if (!counts) return

  const stored = [
    files.artists,
    files.producers,
    files.filmmakers,
    files.gallery,
    files.covers,
    files.audio,
  ].flat()
  const bytes = stored.reduce((sum, file) => sum + file.size, 0)
  const seconds = (ms: number) => (ms / 1000).toFixed(1)
  const cpu = process.cpuUsage(cpuBefore)
  const { content, engagement } = counts
  log(
    `Demo content seeded in ${seconds(performance.now() - started)} s (media ${seconds(filesReady - started)} s; ` +
      `CPU ${seconds((cpu.user + cpu.system) / 1000)} s over all threads; ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB): ${content.artistIds.length} artists, ${content.producerIds.length} producers, ` +
      `${content.filmmakerIds.length} filmmakers, ${content.gallery.length} gallery items, ${content.tracks.length} tracks, ` +
      `${engagement.listeners} listeners, ${engagement.plays} plays, ${engagement.likes} likes, ${engagement.views} views.`,
  )
}
