import { LIMITS } from '../../contract/constants'

export type MediaKind = 'image' | 'video' | 'audio'

interface Format {
  /** Extension the file is stored under. */
  ext: string
  /** Content-Type it is served with. */
  mime: string
}

/**
 * What each kind accepts, keyed by the extension `file-type` reports from the bytes. SVG and HTML
 * are never here: either could run script in our origin when opened directly.
 */
const ACCEPTED: Record<MediaKind, Record<string, Format>> = {
  image: {
    jpg: { ext: 'jpg', mime: 'image/jpeg' },
    png: { ext: 'png', mime: 'image/png' },
    // An animated PNG is still a PNG to browsers.
    apng: { ext: 'png', mime: 'image/png' },
    webp: { ext: 'webp', mime: 'image/webp' },
    gif: { ext: 'gif', mime: 'image/gif' },
    avif: { ext: 'avif', mime: 'image/avif' },
  },
  video: {
    mp4: { ext: 'mp4', mime: 'video/mp4' },
    m4v: { ext: 'm4v', mime: 'video/x-m4v' },
    mov: { ext: 'mov', mime: 'video/quicktime' },
    webm: { ext: 'webm', mime: 'video/webm' },
  },
  audio: {
    mp3: { ext: 'mp3', mime: 'audio/mpeg' },
    wav: { ext: 'wav', mime: 'audio/wav' },
    flac: { ext: 'flac', mime: 'audio/flac' },
    ogg: { ext: 'ogg', mime: 'audio/ogg' },
    oga: { ext: 'ogg', mime: 'audio/ogg' },
    opus: { ext: 'opus', mime: 'audio/ogg' },
    m4a: { ext: 'm4a', mime: 'audio/mp4' },
    // AAC in an MP4 container branded `isom` is reported as mp4; the audio check rejects video.
    mp4: { ext: 'm4a', mime: 'audio/mp4' },
    aac: { ext: 'aac', mime: 'audio/aac' },
  },
}

export function acceptedFormat(
  kind: MediaKind,
  detectedExt: string | undefined,
): Format | undefined {
  return detectedExt ? ACCEPTED[kind][detectedExt] : undefined
}

/** Content-Type for serving a stored name, from its extension (variants are always WebP). */
const SERVED_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(ACCEPTED).flatMap((formats) =>
    Object.values(formats).map((format) => [format.ext, format.mime]),
  ),
)

export function servedContentType(ext: string): string {
  return SERVED_TYPES[ext] ?? 'application/octet-stream'
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
