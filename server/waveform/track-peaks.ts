import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { MediaStore } from '../media/index'
import { storeTrackPeaks, tracksWithoutPeaks } from '../repositories/music'
import { computePeaks } from './peaks'

/** A stored track's audio: `/media/<sha256>.<ext>`. Anything else (an outside URL) is not read. */
const STORED_AUDIO = /^\/media\/([a-f0-9]{64}\.([a-z0-9]+))$/

/**
 * The peaks of a track's stored audio file, [] when there is no such file or it cannot be
 * decoded (./peaks.ts). Never throws: an upload succeeds whether or not its waveform can be drawn.
 */
export async function peaksOfStoredAudio(
  media: MediaStore,
  audioUrl: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number[]> {
  const [, name, ext] = STORED_AUDIO.exec(audioUrl) ?? []
  if (!name || !ext) return []
  const onError = (error: Error) =>
    log?.warn({ err: error, audioUrl }, 'waveform: the audio could not be decoded')
  try {
    const bytes = await media.blobs.readAll(name)
    return bytes ? await computePeaks(bytes, ext, { onError }) : []
  } catch (error) {
    onError(error instanceof Error ? error : new Error(String(error)))
    return []
  }
}

const BATCH = 20

/**
 * Computes the waveform of every track that has none yet (stored before waveforms existed), one
 * at a time, and stores it. Idempotent: a track gets peaks (or [] when undecodable) once, so a
 * second run, or a run after an interrupted one, does only what is left. main.ts starts it in the
 * background after the server listens; it stops between two tracks once `shouldStop` says so.
 * Returns how many tracks got peaks.
 */
export async function backfillPeaks(
  app: FastifyInstance,
  { shouldStop = () => false }: { shouldStop?: () => boolean } = {},
): Promise<number> {
  const tried = new Set<string>()
  let stored = 0
  try {
    for (;;) {
      const rows = (await tracksWithoutPeaks(app.db, BATCH)).filter((row) => !tried.has(row.id))
      if (rows.length === 0) break
      for (const row of rows) {
        if (shouldStop()) return stored
        tried.add(row.id)
        const peaks = await peaksOfStoredAudio(app.media, row.audioUrl, app.log)
        if (await storeTrackPeaks(app.db, row.id, row.audioUrl, peaks)) stored++
      }
    }
  } finally {
    if (stored > 0) {
      app.log.info(`waveform: computed for ${stored} track(s) stored before waveforms existed`)
      // Guest lists are cached: the new peaks must reach them (on every node).
      app.invalidation.changed('music', (error) =>
        app.log.warn({ err: error }, 'cache invalidation not published'),
      )
    }
  }
  return stored
}
