import { parseBuffer } from 'music-metadata'
import { HttpError } from '../lib/http-error'
import { MEDIA_MESSAGES } from './formats'

/**
 * Reads the real duration from the audio container (undefined when the container does not say).
 * Bytes that look like audio at the start but hold no audio stream (or an MP4 that carries video)
 * are refused: the player could not play them either.
 */
export async function readAudioDuration(
  buffer: Buffer,
  mimeType: string,
): Promise<number | undefined> {
  let format
  try {
    ;({ format } = await parseBuffer(
      buffer,
      { mimeType, size: buffer.length },
      { duration: true, skipCovers: true },
    ))
  } catch {
    throw new HttpError(415, MEDIA_MESSAGES.wrongType.audio)
  }
  const seconds = format.duration
  const hasDuration = seconds !== undefined && Number.isFinite(seconds) && seconds > 0
  // The parser is lenient: a container with neither a duration nor a sample rate held no audio stream.
  const isPlayable =
    format.hasAudio !== false &&
    format.hasVideo !== true &&
    (hasDuration || Boolean(format.sampleRate))
  if (!isPlayable) throw new HttpError(415, MEDIA_MESSAGES.wrongType.audio)
  return hasDuration ? Math.max(1, Math.round(seconds)) : undefined
}
