import type { Artist, CreateArtistBody, UpdateArtistBody } from '@contract/artist'
import { createResource, read } from './resource'
import { byText, type PagedCollection } from './paging'

export function normalizeArtist(raw: Record<string, unknown>): Artist {
  const social = read.record(raw.socialLinks)
  const image = read.media(raw.image) || read.media(raw.imageUrl)
  return {
    _id: read.id(raw),
    name: read.string(raw.name),
    bio: read.string(raw.bio),
    age: raw.age === null || raw.age === undefined || raw.age === '' ? null : read.number(raw.age),
    management: read.string(raw.management),
    image,
    imageUrl: read.media(raw.imageUrl) || image,
    socialLinks: {
      facebook: read.string(social.facebook),
      instagram: read.string(social.instagram),
      twitter: read.string(social.twitter),
      youtube: read.string(social.youtube),
      tiktok: read.string(social.tiktok),
    },
    createdAt: read.string(raw.createdAt),
  }
}

export const artistsApi = createResource<Artist, CreateArtistBody, UpdateArtistBody>({
  key: 'artists',
  listPath: '/artist',
  detailPath: (id) => `/artist/${encodeURIComponent(id)}`,
  createPath: '/artist/add',
  updatePath: (id) => `/artist/${encodeURIComponent(id)}`,
  deletePath: (id) => `/artist/${encodeURIComponent(id)}`,
  normalize: normalizeArtist,
  // The hosted API answers an update with `{message, artist}`.
  entityKey: 'artist',
})

export const useArtists = artistsApi.useList
export const useArtist = artistsApi.useOne

/** /artist in pages (./paging.ts). */
export const artistPages: PagedCollection<Artist> = {
  key: artistsApi.keys.all[0],
  path: '/artist',
  normalize: normalizeArtist,
  local: {
    searchText: (artist) => [artist.name],
    filters: {},
    sorts: { created: byText((artist) => artist.createdAt), name: byText((artist) => artist.name) },
    createdAt: (artist) => artist.createdAt,
  },
}
