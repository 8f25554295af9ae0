import { MUSIC_GENRES } from '@contract/constants'
import type { MusicTrack } from '@contract/music'
import { byCodePoint, folded } from '@/lib/text-order'

export const TRACK_SORTS = ['newest', 'plays', 'title'] as const
export type TrackSort = (typeof TRACK_SORTS)[number]

/** What /musics shows, as its address keeps it: `?q=...&genre=...&sort=...`. */
export interface TrackFilters {
  query: string
  /** One of MUSIC_GENRES, or '' for every genre. */
  genre: string
  sort: TrackSort
}

/**
 * The filters an address asks for. A value the page does not offer (an old link, a typo) is
 * read as no filter, so the page still shows every track rather than an empty list.
 */
export function readFilters(params: URLSearchParams): TrackFilters {
  const genre = params.get('genre') ?? ''
  const sort = params.get('sort') ?? ''
  return {
    query: params.get('q') ?? '',
    genre: (MUSIC_GENRES as readonly string[]).includes(genre) ? genre : '',
    sort: (TRACK_SORTS as readonly string[]).includes(sort) ? (sort as TrackSort) : 'newest',
  }
}

/** The address's search params for `filters`, leaving the defaults out. */
export function writeFilters(filters: TrackFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.query) params.set('q', filters.query)
  if (filters.genre) params.set('genre', filters.genre)
  if (filters.sort !== 'newest') params.set('sort', filters.sort)
  return params
}

const newestDate = (track: MusicTrack) => track.releaseDate ?? track.createdAt

/**
 * Newest first: the release date, else the day the track was added. ISO 8601 dates sort as plain
 * strings; `localeCompare` would build the browser's collator first (milliseconds on a phone).
 */
export const byNewest = (a: MusicTrack, b: MusicTrack) => byCodePoint(newestDate(b), newestDate(a))

const COMPARE: Record<TrackSort, (a: MusicTrack, b: MusicTrack) => number> = {
  newest: byNewest,
  plays: (a, b) => b.playCount - a.playCount || byNewest(a, b),
  title: (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }),
}

/** The tracks that match, in the chosen order; every word of the search must match somewhere. */
export function applyFilters(tracks: readonly MusicTrack[], filters: TrackFilters): MusicTrack[] {
  const words = folded(filters.query).split(/\s+/).filter(Boolean)
  return tracks
    .filter((track) => !filters.genre || track.genre === filters.genre)
    .filter((track) => {
      if (words.length === 0) return true
      const text = folded(`${track.title} ${track.artist} ${track.album}`)
      return words.every((word) => text.includes(word))
    })
    .sort(COMPARE[filters.sort])
}
