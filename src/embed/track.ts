import { hasNextPage, unwrapOne, unwrapRecords } from '@/api/envelope'
import { read } from '@/api/read'

/** What the player shows of a track (contract/music.ts's MusicTrack, as the SPA reads it). */
export interface EmbedTrack {
  id: string
  title: string
  artist: string
  coverImageUrl: string
  audioUrl: string
  /** Whole seconds as stored; the audio's own length replaces it once known. */
  duration: number
  /** 0-255; empty draws the plain bar. */
  peaks: number[]
  isActive: boolean
}

export type TrackResult =
  | { kind: 'track'; track: EmbedTrack }
  | { kind: 'gone'; track: EmbedTrack }
  | { kind: 'not-found' }
  | { kind: 'error' }

/** One track from any answer shape either API sends (src/api/envelope.ts); null without an id. */
export function readTrack(raw: Record<string, unknown>): EmbedTrack | null {
  const id = read.id(raw)
  if (!id) return null
  return {
    id,
    title: read.string(raw.title),
    artist: read.string(raw.artist),
    coverImageUrl: read.media(raw.coverImageUrl),
    audioUrl: read.media(raw.audioUrl),
    duration: Math.max(0, read.number(raw.duration)),
    peaks: read.peaks(raw.peaks),
    isActive: raw.isActive !== false,
  }
}

const found = (track: EmbedTrack | null | undefined): TrackResult =>
  !track
    ? { kind: 'not-found' }
    : track.isActive
      ? { kind: 'track', track }
      : { kind: 'gone', track }

/** `base` + `path` (which starts with a slash) with one slash between them. */
export const joinUrl = (base: string, path: string) =>
  `${base.endsWith('/') ? base.slice(0, -1) : base}${path}`

/** Never more pages than this, should an API keep answering `hasNext: true` (src/api/music.ts). */
const MAX_PAGES = 100

export interface TrackSource {
  apiBase: string
  /** Our server answers GET /music/:id; the hosted API has no such route (api/capabilities.ts). */
  hasTrackDetail: boolean
  fetch: typeof fetch
}

const getJson = (source: TrackSource, path: string) =>
  source.fetch(joinUrl(source.apiBase, path), { headers: { Accept: 'application/json' } })

/**
 * The track `id`, inactive ones included (shown as gone). Ours: GET /music/:id, a 404 (or the
 * 400 of a malformed id) is not found. The hosted API: its list, page by page, holds every track.
 * A network failure, another status or an answer that is not JSON is an error (the page offers
 * to try again).
 */
export async function loadTrack(id: string, source: TrackSource): Promise<TrackResult> {
  if (!id) return { kind: 'not-found' }
  try {
    if (source.hasTrackDetail) {
      const response = await getJson(source, `/music/${encodeURIComponent(id)}`)
      if (response.status === 404 || response.status === 400) return { kind: 'not-found' }
      if (!response.ok) return { kind: 'error' }
      return found(readTrack(unwrapOne(await response.json())))
    }
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const response = await getJson(source, page === 1 ? '/music' : `/music?page=${page}`)
      if (!response.ok) return { kind: 'error' }
      const body: unknown = await response.json()
      const match = unwrapRecords(body)
        .map(readTrack)
        .find((track) => track?.id === id)
      if (match || !hasNextPage(body)) return found(match)
    }
    return { kind: 'not-found' }
  } catch {
    return { kind: 'error' }
  }
}
