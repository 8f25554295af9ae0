import type { preHandlerHookHandler } from 'fastify'
import { DATA_URL_PATTERN, MB } from '../../contract'
import { HttpError } from '../lib/http-error'
import { decodedLength } from './data-url'
import { MAX_BYTES, MEDIA_MESSAGES, type MediaKind } from './formats'

/**
 * How much media one request may carry. Each file has its kind's limit (contract LIMITS: image
 * 5 MB, video 20 MB, audio 50 MB); a route takes at most one file of each kind it lists, so:
 *
 * - its decoded media total is capped at the sum of those limits: 5 MB for an artist, producer
 *   or filmmaker, 25 MB for a gallery item (image and video), 55 MB for a track (audio and
 *   cover), which is the most any request may write (REQUEST_MEDIA_MAX_BYTES);
 * - its body limit is the smallest that fits them: their base64 text and data URL headers, plus
 *   the 1 MB any JSON route gets for its text fields (7.7 MB, 34.3 MB and 74.3 MB);
 * - an oversized body is a 413 before it is parsed, an oversized file a 413 before any file of
 *   the request is decoded or written (mediaUpload's preHandler).
 */

/** What a route without media may send (buildApp's default body limit): the text fields. */
export const JSON_FIELDS_BYTES = 1 * MB
/** Room for `data:<mime>;base64,` (a mime type with parameters is still far shorter). */
const DATA_URL_HEADER_BYTES = 256

export const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3)

/** The decoded media one request may carry with one file of each of `kinds`. */
export const mediaBytesFor = (kinds: readonly MediaKind[]) =>
  kinds.reduce((total, kind) => total + MAX_BYTES[kind], 0)

/** The most media any request may write: a track's audio and its cover. */
export const REQUEST_MEDIA_MAX_BYTES = mediaBytesFor(['audio', 'image'])

/** The smallest body limit that fits one file of each of `kinds` and the text fields. */
export const mediaBodyLimit = (kinds: readonly MediaKind[]) =>
  JSON_FIELDS_BYTES +
  kinds.reduce((total, kind) => total + base64Length(MAX_BYTES[kind]) + DATA_URL_HEADER_BYTES, 0)

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`

/**
 * Checks the data URLs of one request (`[value, kind]`; anything that is not a data URL is a
 * stored URL or empty and carries no bytes) before any of them is decoded: each against its
 * kind's limit, all together against `maxTotal`. Throws the 413.
 */
export function checkRequestMedia(
  items: readonly (readonly [value: unknown, kind: MediaKind])[],
  maxTotal = REQUEST_MEDIA_MAX_BYTES,
): void {
  let total = 0
  for (const [value, kind] of items) {
    if (typeof value !== 'string') continue
    const header = DATA_URL_PATTERN.exec(value)
    if (!header) continue
    const size = decodedLength(value.slice(header[0].length))
    if (size > MAX_BYTES[kind]) throw new HttpError(413, MEDIA_MESSAGES.tooLarge[kind])
    total += size
  }
  if (total > Math.min(maxTotal, REQUEST_MEDIA_MAX_BYTES)) {
    throw new HttpError(
      413,
      `The files of one request must total at most ${megabytes(Math.min(maxTotal, REQUEST_MEDIA_MAX_BYTES))}.`,
    )
  }
}

/**
 * Route options for a write that takes media: `fields` names the body fields that may hold a
 * data URL and their kind; `kinds` the files the route stores at most (one of each).
 */
export function mediaUpload(
  fields: Readonly<Record<string, MediaKind>>,
  kinds: readonly MediaKind[],
): { bodyLimit: number; preHandler: preHandlerHookHandler } {
  const entries = Object.entries(fields)
  const maxTotal = mediaBytesFor(kinds)
  return {
    bodyLimit: mediaBodyLimit(kinds),
    preHandler: (request, _reply, done) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      try {
        checkRequestMedia(
          entries.map(([field, kind]) => [body[field], kind] as const),
          maxTotal,
        )
      } catch (error) {
        done(error as HttpError)
        return
      }
      done()
    },
  }
}
