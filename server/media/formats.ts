import { LIMITS } from '../../contract/constants'

export type MediaKind = 'image' | 'video' | 'audio'

interface Format {
  /** Extension the file is stored under. */
  ext: string
  /** Content-Type it is served with. */
  mime: string
}

/**
 * What each kind accepts: the extensions a file is stored under, each with its Content-Type's
 * subtype (the type is the kind). SVG and HTML are never here: either could run script in our
 * origin when opened directly.
 */
const STORED: Record<MediaKind, Record<string, string>> = {
  image: { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' },
  video: { mp4: 'mp4', m4v: 'x-m4v', mov: 'quicktime', webm: 'webm' },
  audio: { mp3: 'mpeg', wav: 'wav', flac: 'flac', ogg: 'ogg', opus: 'ogg', m4a: 'mp4', aac: 'aac' },
}

/** Extensions `file-type` reports, from the bytes, for a format stored under another one. */
const ALIASES: Record<MediaKind, Record<string, string>> = {
  // An animated PNG is still a PNG to browsers.
  image: { apng: 'png' },
  video: {},
  // AAC in an MP4 container branded `isom` is reported as mp4; the audio check rejects video.
  audio: { oga: 'ogg', mp4: 'm4a' },
}

/** Own keys only: an inherited name (`constructor`) is no format. */
const own = (record: Record<string, string>, key: string) =>
  Object.hasOwn(record, key) ? record[key] : undefined

/** The format a file of `kind` is stored as, from the extension detected in its bytes. */
export function acceptedFormat(
  kind: MediaKind,
  detectedExt: string | undefined,
): Format | undefined {
  if (!detectedExt) return undefined
  const ext = own(ALIASES[kind], detectedExt) ?? detectedExt
  const subtype = own(STORED[kind], ext)
  return subtype === undefined ? undefined : { ext, mime: `${kind}/${subtype}` }
}

/** Content-Type for serving a stored name, from its extension (variants are always WebP). */
const SERVED_TYPES = new Map(
  Object.entries(STORED).flatMap(([kind, subtypes]) =>
    Object.entries(subtypes).map(([ext, subtype]) => [ext, `${kind}/${subtype}`] as const),
  ),
)

export function servedContentType(ext: string): string {
  return SERVED_TYPES.get(ext) ?? 'application/octet-stream'
}

export const MAX_BYTES: Record<MediaKind, number> = {
  image: LIMITS.imageBytes,
  video: LIMITS.videoBytes,
  audio: LIMITS.audioBytes,
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

export const MEDIA_MESSAGES = {
  unreadable: 'This file could not be read.',
  wrongType: {
    image: 'This file is not a supported image (PNG, JPG, WebP or GIF).',
    video: 'This file is not a supported video (MP4, MOV or WebM).',
    audio: 'This file is not a supported audio file (MP3, WAV, FLAC, OGG or M4A).',
  },
  tooLarge: {
    image: `Image must be smaller than ${megabytes(LIMITS.imageBytes)}.`,
    video: `Video must be smaller than ${megabytes(LIMITS.videoBytes)}.`,
    audio: `Audio must be smaller than ${megabytes(LIMITS.audioBytes)}.`,
  },
} as const
