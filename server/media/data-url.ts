import { HttpError } from '../lib/http-error'
import { MAX_BYTES, MEDIA_MESSAGES, type MediaKind } from './formats'

const HEADER = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w=.+-]+)*;base64,/
/** The last quantum: padding may only appear at the very end. */
const BASE64_TAIL = /^[A-Za-z0-9+/]{2}(?:[A-Za-z0-9+/]{2}|[A-Za-z0-9+/]=|==)$/

/** Bytes a base64 payload decodes to, known without decoding it. */
export function decodedLength(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0
  return Math.floor((payload.length * 3) / 4) - padding
}

/**
 * Decodes `data:<mime>;base64,<payload>`. The size is checked on the base64 length first, so an
 * oversized upload is refused before a buffer of its size is allocated. The declared mime is
 * ignored on purpose: only the bytes decide the type.
 */
export function decodeDataUrl(dataUrl: string, kind: MediaKind): Buffer {
  const header = HEADER.exec(dataUrl)
  if (!header) throw new HttpError(400, MEDIA_MESSAGES.unreadable)
  const payload = dataUrl.slice(header[0].length)
  if (decodedLength(payload) > MAX_BYTES[kind])
    throw new HttpError(413, MEDIA_MESSAGES.tooLarge[kind])
  if (payload.length === 0 || payload.length % 4 !== 0) {
    throw new HttpError(400, MEDIA_MESSAGES.unreadable)
  }
  // Node skips characters that are not base64 while decoding: a shorter result means some were
  // there. Cheaper than a regular expression over a 65 MB string.
  const bytes = Buffer.from(payload, 'base64')
  if (bytes.length !== decodedLength(payload) || !BASE64_TAIL.test(payload.slice(-4))) {
    throw new HttpError(400, MEDIA_MESSAGES.unreadable)
  }
  return bytes
}
