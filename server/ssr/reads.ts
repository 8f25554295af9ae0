import type { Page } from '../../contract/paging-rules'
import { PAGING, pageCount } from '../../contract/paging-rules'
import type { PublicReads } from '../../contract/ssr'
import type { Db } from '../db/client'
import { findArtist, listArtists, toArtist } from '../repositories/artists'
import { findFilmmaker, listFilmmakers } from '../repositories/filmmakers'
import { findGalleryItem, listGallery, toGalleryItem } from '../repositories/gallery'
import { findTrack, listMusic } from '../repositories/music'
import { findProducer, listProducers } from '../repositories/producers'

const MAX_ID_LENGTH = 64

// A stand-in until the repositories page, search and filter in SQL (issue 27): the whole list is
// read and the page is cut here. Replaced by the server's own paging at merge.
interface Cut<T> {
  page?: unknown
  limit?: unknown
  q?: string | undefined
  text: (item: T) => string[]
  filters?: Array<[string | undefined, (item: T) => string]>
  compare?: (a: T, b: T) => number
}

function cut<T>(items: T[], { page, limit, q, text, filters = [], compare }: Cut<T>): Page<T> {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const matching = items.filter(
    (item) =>
      filters.every(([value, field]) => !value || field(item) === value) &&
      words.every((word) => text(item).join(' ').toLowerCase().includes(word)),
  )
  if (compare) matching.sort(compare)
  const size = Math.min(Number(limit) || PAGING.publicPageSize, PAGING.limitMax)
  const number = Math.max(1, Number(page) || 1)
  return {
    docs: matching.slice((number - 1) * size, number * size),
    total: matching.length,
    page: number,
    limit: size,
    pages: pageCount(matching.length, size),
  }
}

/**
 * The database reads of the pages the server renders (contract/ssr.ts), through the same
 * repositories and in the same shapes as the API's answers to a guest: the page the server
 * renders is the page the browser would render from the API.
 */
export function publicReads(db: Db): PublicReads {
  // Ids are UUIDs; a made-up address with a long one is not worth a query.
  const known =
    <T>(find: (id: string) => Promise<T | undefined>) =>
    (id: string) =>
      id.length <= MAX_ID_LENGTH ? find(id) : Promise.resolve(undefined)
  return {
    artists: async (query) =>
      cut((await listArtists(db)).map(toArtist), { ...query, text: (artist) => [artist.name] }),
    artist: known(async (id) => {
      const row = await findArtist(db, id)
      return row && toArtist(row)
    }),
    producers: async (query) =>
      cut(await listProducers(db), {
        ...query,
        text: (producer) => [producer.name],
        filters: [[query.level, (producer) => producer.level]],
      }),
    producer: known((id) => findProducer(db, id)),
    filmmakers: async (query) =>
      cut(await listFilmmakers(db), {
        ...query,
        text: (filmmaker) => [filmmaker.name],
        filters: [[query.specialization, (filmmaker) => filmmaker.specialization]],
      }),
    filmmaker: known((id) => findFilmmaker(db, id)),
    gallery: async (query) =>
      cut(
        (await listGallery(db)).map((row) => toGalleryItem(row, null)),
        {
          ...query,
          text: (item) => [item.title, item.description, item.category],
          filters: [[query.category, (item) => item.category]],
        },
      ),
    galleryItem: known(async (id) => {
      const row = await findGalleryItem(db, id)
      return row && toGalleryItem(row, null)
    }),
    music: async (query) =>
      cut((await listMusic(db, { viewerId: null, includeInactive: false })).docs, {
        ...query,
        text: (track) => [track.title, track.artist, track.album],
        filters: [[query.genre, (track) => track.genre]],
        compare:
          query.sort === 'plays'
            ? (a, b) => b.playCount - a.playCount
            : query.sort === 'title'
              ? (a, b) => a.title.localeCompare(b.title)
              : undefined,
      }),
    track: known((id) => findTrack(db, id, null)),
  }
}
