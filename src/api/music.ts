import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import type { CreateMusicBody, MusicTrack, UpdateMusicBody } from '@contract/music'
import { PAGING, type Page } from '@contract/paging-rules'
import { capabilities } from './capabilities'
import { api } from './client'
import { hasNextPage, unwrapOne, unwrapRecords } from './envelope'
import { MUSIC_KEY } from './record-play'
import { createResource, read } from './resource'
import { byCodePoint } from '@/lib/text-order'
import { byNumber, byText, type PagedCollection } from './paging'

// Counting a play is the player's, in the first load of every page: a module of its own.
export { recordPlay, useRecordPlay } from './record-play'

export function normalizeTrack(raw: Record<string, unknown>): MusicTrack {
  const releaseDate = read.string(raw.releaseDate)
  return {
    _id: read.id(raw),
    title: read.string(raw.title),
    artist: read.string(raw.artist),
    album: read.string(raw.album),
    genre: read.string(raw.genre),
    releaseDate: releaseDate || null,
    duration: read.number(raw.duration),
    coverImageUrl: read.media(raw.coverImageUrl),
    audioUrl: read.media(raw.audioUrl),
    youtubeLink: read.string(raw.youtubeLink),
    tags: read.strings(raw.tags),
    isActive: raw.isActive !== false,
    playCount: Math.max(0, read.number(raw.playCount)),
    userPlays: Math.max(0, read.number(raw.userPlays)),
    createdAt: read.string(raw.createdAt),
    peaks: read.peaks(raw.peaks),
  }
}

const resource = createResource<MusicTrack, CreateMusicBody, UpdateMusicBody>({
  key: MUSIC_KEY,
  listPath: '/music',
  detailPath: (id) => `/music/${encodeURIComponent(id)}`,
  createPath: '/music',
  updatePath: (id) => `/music/${encodeURIComponent(id)}`,
  deletePath: (id) => `/music/${encodeURIComponent(id)}`,
  normalize: normalizeTrack,
})

/**
 * The one key of a music list: keyed by the signed-in user, because `userPlays` is the caller's
 * own count; `includeInactive` is for the admin screens.
 */
const listKey = (userId?: string, includeInactive = false) =>
  [...resource.keys.all, 'list', userId ?? 'guest', includeInactive ? 'all' : 'active'] as const

const toTracks = (data: unknown): MusicTrack[] => unwrapRecords(data).map(normalizeTrack)

/** The hosted API does not filter deleted (inactive) tracks out: the public lists do. */
const activeOnly = (tracks: MusicTrack[]) => tracks.filter((track) => track.isActive)

/** Never more pages than this, should an API keep answering `hasNext: true`. */
const MAX_PAGES = 100

/**
 * Every track, whatever the API pages by: ours answers the whole list to a call without `page`;
 * the hosted API answers 20 and says `hasNext`/`pages`, so the next pages are asked for in turn.
 */
async function fetchTracks(
  userId: string | undefined,
  includeInactive: boolean,
): Promise<MusicTrack[]> {
  const params: Record<string, string | number> = {}
  if (userId) params.userId = userId
  if (includeInactive) params.includeInactive = 'true'
  let { data } = await api.get<unknown>('/music', { params })
  const tracks = toTracks(data)
  for (let page = 2; hasNextPage(data) && page <= MAX_PAGES; page += 1) {
    ;({ data } = await api.get<unknown>('/music', { params: { ...params, page } }))
    tracks.push(...toTracks(data))
  }
  return includeInactive ? tracks : activeOnly(tracks)
}

export const musicQuery = (userId?: string, includeInactive = false) =>
  queryOptions({
    queryKey: listKey(userId, includeInactive),
    queryFn: () => fetchTracks(userId, includeInactive),
    // A server-rendered page hydrates as a guest, then reads the listener's own counts: the
    // guest's list stays on screen meanwhile instead of the skeleton.
    placeholderData: keepPreviousData,
  })

export const useTracks = (userId?: string, options: { includeInactive?: boolean } = {}) =>
  useQuery(musicQuery(userId, options.includeInactive ?? false))

/**
 * One track's key: keyed by the signed-in user like the lists, for `userPlays`. Under the
 * resource's detail key, so every write to music reloads it too.
 */
const trackKey = (id: string, userId?: string) =>
  [...resource.keys.detail(id), userId ?? 'guest'] as const

/**
 * One track, deleted (inactive) ones included: the track page says those are gone. Ours answers
 * GET /music/:id; the hosted API has no such route, but its list holds every track, deleted ones
 * too, so the track is looked up there. A track neither knows comes back without an id, which
 * the page shows as not found (src/components/ui/detail/detail-status.ts).
 */
async function fetchTrack(id: string, userId: string | undefined): Promise<MusicTrack> {
  if (capabilities.hasTrackDetail) {
    const { data } = await api.get<unknown>(`/music/${encodeURIComponent(id)}`)
    return normalizeTrack(unwrapOne(data))
  }
  const tracks = await fetchTracks(userId, true)
  return tracks.find((track) => track._id === id) ?? normalizeTrack({})
}

/** A track in any page of music already read (./paging.ts's keys), for a page opened from it. */
function cachedTrack(queryClient: QueryClient, id: string): MusicTrack | undefined {
  for (const [, page] of queryClient.getQueriesData<Page<MusicTrack>>({
    queryKey: [MUSIC_KEY, 'page'],
  })) {
    const track = page?.docs.find((item) => item._id === id)
    if (track) return track
  }
  return undefined
}

/**
 * /musics/:id's track. Opened from a list already read (a card's link), the page shows that
 * list's copy of the track at once while its own answer comes.
 */
export function useTrack(id: string, userId?: string) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: trackKey(id, userId),
    queryFn: () => fetchTrack(id, userId),
    placeholderData: (previous) =>
      previous?._id === id
        ? previous
        : (queryClient
            .getQueryData<MusicTrack[]>(listKey(userId, false))
            ?.find((track) => track._id === id) ?? cachedTrack(queryClient, id)),
  })
}

/** The server's render of /musics/:id (src/app/prefetch.ts): the track as a guest sees it. */
export function seedGuestTrack(queryClient: QueryClient, id: string, raw: object | undefined) {
  if (raw) queryClient.setQueryData(trackKey(id), normalizeTrack(unwrapOne(raw)))
}

/**
 * The resource without the factory's own list (one GET keyed ['music', 'list']): music's list is
 * `musicQuery`, under `keys.list(userId, includeInactive)`, so each list has one key.
 */
export const musicApi = {
  keys: { ...resource.keys, list: listKey },
  fetchOne: resource.fetchOne,
  detailQuery: resource.detailQuery,
  create: resource.create,
  update: resource.update,
  remove: resource.remove,
  useOne: resource.useOne,
  useCreate: resource.useCreate,
  useUpdate: resource.useUpdate,
  useDelete: resource.useDelete,
}

const releasedAt = (track: MusicTrack) => track.releaseDate ?? track.createdAt
const isDefaultView = (params: Record<string, string | number | undefined>) =>
  ['q', 'genre', 'order', 'from', 'to', 'active'].every((name) => !params[name]) &&
  (!params.sort || params.sort === 'released')

/**
 * /music in pages (./paging.ts). The hosted API pages music itself, newest first, without search
 * or filters: its default view reads only the pages shown; anything else reads its whole list.
 */
export const musicPages: PagedCollection<MusicTrack> = {
  key: MUSIC_KEY,
  path: '/music',
  normalize: normalizeTrack,
  local: {
    searchText: (track) => [track.title, track.artist, track.album],
    filters: {
      genre: (track, genre) => track.genre === genre,
      active: (track, active) => String(track.isActive) === active,
    },
    visible: (track, params) => params.includeInactive === 'true' || track.isActive,
    sorts: {
      released: (a, b) => byCodePoint(releasedAt(a), releasedAt(b)),
      plays: byNumber((track) => track.playCount),
      title: byText((track) => track.title),
      artist: byText((track) => track.artist),
      genre: byText((track) => track.genre),
      duration: byNumber((track) => track.duration),
      created: (a, b) => byCodePoint(a.createdAt, b.createdAt),
    },
    createdAt: (track) => track.createdAt,
  },
  fetchWhole: () => fetchTracks(undefined, true),
  hostedPages: isDefaultView,
  pageSize: PAGING.musicPageSize,
}
