import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Artist, CreateArtistBody, UpdateArtistBody } from '@contract/artist'
import { artistNameKey } from '@contract/artist-name'
import { createResource, read } from './resource'
import { byText, fetchPage, type PagedCollection } from './paging'

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

/** Artists found by a search for one name: the name may also be part of longer ones. */
const NAME_SEARCH_LIMIT = 10

/** Under the artists' key, so a change to any artist (../features/admin) asks again. */
const artistIdKey = (name: string) => [...artistsApi.keys.all, 'id-by-name', artistNameKey(name)]

/**
 * The id of the artist called `name` (contract/artist-name.ts), null when none is: the API is
 * asked for that name only, not for every artist, and every card of one artist shares the answer.
 */
export const artistIdQuery = (name: string) =>
  queryOptions({
    queryKey: artistIdKey(name),
    queryFn: async ({ client }) => {
      const page = await fetchPage(
        artistPages,
        { q: name.trim(), limit: NAME_SEARCH_LIMIT },
        client,
      )
      const key = artistNameKey(name)
      return page.docs.find((artist) => artistNameKey(artist.name) === key)?._id ?? null
    },
  })

/** The server's render: the ids it read (contract/ssr.ts `artistIds`), so the browser asks nothing. */
export function seedArtistIds(client: QueryClient, ids: Record<string, string | null>) {
  for (const [name, id] of Object.entries(ids)) client.setQueryData(artistIdKey(name), id)
}
