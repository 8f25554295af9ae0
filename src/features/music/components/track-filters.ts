import { MUSIC_GENRES } from '@contract/constants'
import type { MusicTrack } from '@contract/music'
import { byCodePoint } from '@/lib/text-order'

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

const newestDate = (track: MusicTrack) => track.releaseDate ?? track.createdAt

/**
 * Newest first: the release date, else the day the track was added. ISO 8601 dates sort as plain
 * strings; `localeCompare` would build the browser's collator first (milliseconds on a phone).
 */
export const byNewest = (a: MusicTrack, b: MusicTrack) => byCodePoint(newestDate(b), newestDate(a))

/** The API's order for each of the page's (newest: the API's default, release date first). */
const API_SORTS: Record<TrackSort, string | undefined> = {
  newest: undefined,
  plays: 'plays',
  title: 'title',
}

/**
 * The query of /musics' pages for `filters` (src/api/paging.ts): the API searches, filters and
 * orders; the browser only shows what it answers.
 */
export const trackPageParams = (filters: TrackFilters) => ({
  q: filters.query.trim(),
  genre: filters.genre,
  sort: API_SORTS[filters.sort],
})

/** `filters` as the address's parameters (undefined: left out, the page's default). */
export const filterParams = (filters: TrackFilters) => ({
  q: filters.query,
  genre: filters.genre,
  sort: filters.sort === 'newest' ? undefined : filters.sort,
})
