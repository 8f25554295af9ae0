import type { PublicReads } from '../../contract/ssr'
import type { Db } from '../db/client'
import { findArtist, listArtists, toArtist } from '../repositories/artists'
import { findFilmmaker, listFilmmakers } from '../repositories/filmmakers'
import { findGalleryItem, listGallery, toGalleryItem } from '../repositories/gallery'
import { findTrack, listMusic } from '../repositories/music'
import { findProducer, listProducers } from '../repositories/producers'

const MAX_ID_LENGTH = 64

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
    artists: async () => (await listArtists(db)).map(toArtist),
    artist: known(async (id) => {
      const row = await findArtist(db, id)
      return row && toArtist(row)
    }),
    producers: () => listProducers(db),
    producer: known((id) => findProducer(db, id)),
    filmmakers: () => listFilmmakers(db),
    filmmaker: known((id) => findFilmmaker(db, id)),
    gallery: async () => (await listGallery(db)).map((row) => toGalleryItem(row, null)),
    galleryItem: known(async (id) => {
      const row = await findGalleryItem(db, id)
      return row && toGalleryItem(row, null)
    }),
    music: async () => (await listMusic(db, { viewerId: null, includeInactive: false })).docs,
    track: known((id) => findTrack(db, id, null)),
  }
}
