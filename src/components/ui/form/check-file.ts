import { LIMITS, MB } from '@contract/constants'
import { capabilities, type Capabilities } from '@/api/capabilities'

export type FileKind = 'image' | 'video' | 'audio'

/** What the file pickers offer (the `accept` attribute); the server checks the real bytes. */
export const ACCEPT: Record<FileKind, string> = {
  image: 'image/*',
  video: 'video/*',
  audio: 'audio/*',
}

/** docs/product.md §10: images 5 MB, video 20 MB, audio 50 MB, the limits the server enforces. */
export const MAX_BYTES: Record<FileKind, number> = {
  image: LIMITS.imageBytes,
  video: LIMITS.videoBytes,
  audio: LIMITS.audioBytes,
}

/**
 * The largest file of a kind the API takes: the per-kind limit, lowered by an API whose body
 * limit is smaller (the hosted API: about 7 MB of file in 10 MB of base64 JSON).
 */
export function maxBytes(
  kind: FileKind,
  caps: Pick<Capabilities, 'maxUploadBytes'> = capabilities,
) {
  const max = MAX_BYTES[kind]
  return caps.maxUploadBytes === null ? max : Math.min(max, caps.maxUploadBytes)
}

/** Some systems give no MIME type for a file (often FLAC or MOV); its extension decides then. */
const EXTENSIONS: Record<FileKind, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'bmp', 'svg'],
  video: ['mp4', 'mov', 'webm', 'mkv', 'avi', 'm4v'],
  audio: ['mp3', 'wav', 'flac', 'ogg', 'oga', 'm4a', 'aac', 'opus', 'weba'],
}

/** "5MB": the limit as the translated messages show it. */
export const sizeLabel = (bytes: number) => `${Math.round(bytes / MB)}MB`

/** A rejected file: the validation key to translate, with its values. */
export type FileProblem =
  | { key: 'validation:file.wrongType' }
  | { key: 'validation:file.tooLarge'; values: { size: string } }

function hasKind(file: File, kind: FileKind): boolean {
  if (file.type) return file.type.startsWith(`${kind}/`)
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return EXTENSIONS[kind].includes(extension)
}

/** Checks a chosen file before anything is read or uploaded; null when it may be used. */
export function checkFile(file: File, kind: FileKind): FileProblem | null {
  if (!hasKind(file, kind)) return { key: 'validation:file.wrongType' }
  const max = maxBytes(kind)
  if (file.size > max) return { key: 'validation:file.tooLarge', values: { size: sizeLabel(max) } }
  return null
}

/** "740 KB", "12.5 MB": a chosen file's size, in the reader's number format. */
export function formatFileSize(bytes: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
  return bytes >= MB
    ? `${number.format(bytes / MB)} MB`
    : `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`
}
