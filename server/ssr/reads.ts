import type { z } from 'zod'
import {
  ArtistQuerySchema,
  FilmmakerQuerySchema,
  GalleryQuerySchema,
  MusicQuerySchema,
  PAGING,
  ProducerQuerySchema,
} from '../../contract'
import type { PublicReads } from '../../contract/ssr'
import type { Db } from '../db/client'
import { artistIdsByName, findArtist, listArtists, toArtist } from '../repositories/artists'
import { findFilmmaker, listFilmmakers } from '../repositories/filmmakers'
import { findGalleryItem, listGallery, toGalleryItem } from '../repositories/gallery'
import { findTrack, listMusic } from '../repositories/music'
import { findProducer, listProducers } from '../repositories/producers'

const MAX_ID_LENGTH = 64

/**
 * A page's query as the API would take it, leniently: a parameter the API would refuse with a
 * 400 (a bad page number, an unknown genre) is dropped, so a mistyped address still renders a
 * page; page and limit default to the first public page.
 */
export function lenientQuery<S extends z.ZodObject>(
  schema: S,
  query: object,
  pageSize: number = PAGING.publicPageSize,
): z.output<S> {
  const kept: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(query)) {
    const field = (schema.shape as Record<string, z.ZodType | undefined>)[name]
    if (value !== undefined && field?.safeParse(value).success) kept[name] = value
  }
  const parsed = schema.parse(kept) as z.output<S> & { page?: number; limit?: number }
  return { ...parsed, page: parsed.page ?? 1, limit: parsed.limit ?? pageSize }
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
  const guest = { viewerId: null, isAdmin: false }
  return {
    artists: (query) => listArtists(db, lenientQuery(ArtistQuerySchema, query)),
    artist: known(async (id) => {
      const row = await findArtist(db, id)
      return row && toArtist(row)
    }),
    producers: (query) => listProducers(db, lenientQuery(ProducerQuerySchema, query)),
    producer: known((id) => findProducer(db, id)),
    filmmakers: (query) => listFilmmakers(db, lenientQuery(FilmmakerQuerySchema, query)),
    filmmaker: known((id) => findFilmmaker(db, id)),
    gallery: (query) => listGallery(db, lenientQuery(GalleryQuerySchema, query), null),
    galleryItem: known(async (id) => {
      const row = await findGalleryItem(db, id)
      return row && toGalleryItem(row, null)
    }),
    music: (query) =>
      listMusic(db, lenientQuery(MusicQuerySchema, query, PAGING.musicPageSize), guest),
    track: known((id) => findTrack(db, id, null)),
    artistIds: (names) => artistIdsByName(db, names),
  }
}
