import { resolveMediaUrl } from './media-url'

/** Reading helpers for normalizers: tolerate missing or mistyped fields from other backends. */
export const read = {
  /** `_id` (both APIs), else `id`. */
  id: (raw: Record<string, unknown>): string => read.string(raw._id) || read.string(raw.id),
  /** A media URL the browser can load: absolute ones kept, never prefixed (./media-url.ts). */
  media: (value: unknown): string => resolveMediaUrl(read.string(value)),
  string: (value: unknown, fallback = ''): string =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback,
  number: (value: unknown, fallback = 0): number => {
    const n = typeof value === 'string' ? Number(value) : value
    return typeof n === 'number' && Number.isFinite(n) ? n : fallback
  },
  boolean: (value: unknown, fallback: boolean): boolean =>
    typeof value === 'boolean' ? value : fallback,
  strings: (value: unknown): string[] => {
    const parsed = typeof value === 'string' ? safeJson(value) : value
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : []
  },
  records: (value: unknown): Record<string, unknown>[] => {
    const parsed = typeof value === 'string' ? safeJson(value) : value
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
        )
      : []
  },
  /**
   * A waveform's loudness values, 0-255. The hosted API sends none; anything that is not a list
   * of numbers gives an empty list, which the players draw as their plain bar.
   */
  peaks: (value: unknown): number[] => {
    if (!Array.isArray(value)) return []
    const numbers = value.filter((item): item is number => typeof item === 'number')
    if (numbers.length !== value.length) return []
    return numbers.map((peak) => Math.min(255, Math.max(0, Math.round(peak) || 0)))
  },
  record: (value: unknown): Record<string, unknown> => {
    const parsed = typeof value === 'string' ? safeJson(value) : value
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  },
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
