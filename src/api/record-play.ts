import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { MusicTrack, PlayResponse } from '@contract/music'
import { api } from './client'
import { isRecord } from './envelope'

/**
 * Counting a play (PUT /music/:id/play). Apart from ./music.ts: the player, mounted on every page,
 * needs only this, and music.ts's resource hooks (useQuery and the rest) would come with it into
 * the first load of every page.
 */

/** The query-key root of every music list (./music.ts). */
export const MUSIC_KEY = 'music'

/** A play reply; the hosted API has no per-user count, so `userPlays` may be missing. */
export type PlayReply = Omit<PlayResponse, 'userPlays'> & { userPlays?: number }

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : undefined

/** `{success, playCount, userPlays}` (ours) or `{success, message, playCount}` (hosted). */
export function normalizePlayResponse(body: unknown): PlayReply {
  const root = isRecord(body) ? body : {}
  const data = isRecord(root.data) ? root.data : root
  const userPlays = count(data.userPlays)
  return {
    success: true,
    playCount: count(data.playCount) ?? 0,
    ...(userPlays !== undefined && { userPlays }),
  }
}

export async function recordPlay(id: string, userId: string): Promise<PlayReply> {
  const { data } = await api.put<unknown>(`/music/${encodeURIComponent(id)}/play`, { userId })
  return normalizePlayResponse(data)
}

/** A cached track (a list's or a track page's) with the server's counts after a play of `id`. */
const withCounts = (track: MusicTrack, id: string, result: PlayReply): MusicTrack =>
  track._id === id
    ? { ...track, playCount: result.playCount, userPlays: result.userPlays ?? track.userPlays }
    : track

/**
 * What the music keys cache: a track, a whole list, a page (`{docs, ...}`, src/api/paging.ts) or
 * pages read one after another (`{pages: [{docs}], pageParams}`).
 */
type CachedMusic = MusicTrack | MusicTrack[] | { docs: MusicTrack[] } | { pages: unknown[] }

/** `cached` with the counts of `id` updated wherever the track is in it; anything else as is. */
export function withPlayCounts(cached: unknown, id: string, result: PlayReply): unknown {
  if (Array.isArray(cached))
    return (cached as unknown[]).map((track) =>
      isRecord(track) ? withCounts(track as MusicTrack, id, result) : track,
    )
  if (!isRecord(cached)) return cached
  if (Array.isArray(cached.docs))
    return { ...cached, docs: withPlayCounts(cached.docs, id, result) }
  if (Array.isArray(cached.pages))
    return { ...cached, pages: cached.pages.map((page) => withPlayCounts(page, id, result)) }
  return typeof cached._id === 'string' ? withCounts(cached as MusicTrack, id, result) : cached
}

/**
 * Writes a counted play's counts into every cached track, list and page, and has every list still
 * being read read again. Such a list may have been read before the play was counted (the
 * listener's own list, asked for as the page goes live, beside a first tap on play): its answer
 * would put the old counts back.
 */
export async function applyPlayCounts(queryClient: QueryClient, id: string, result: PlayReply) {
  queryClient.setQueriesData<CachedMusic>(
    { queryKey: [MUSIC_KEY] },
    (cached) => withPlayCounts(cached, id, result) as CachedMusic | undefined,
  )
  const inFlight = queryClient.getQueryCache().findAll({
    queryKey: [MUSIC_KEY],
    fetchStatus: 'fetching',
  })
  // A refetch drops a read in flight only when the query has data already; one still waiting for
  // its first answer (the listener's list on a page that just went live) would keep that read and
  // its old counts, so it is cancelled first. Only one a list on screen waits for: a page the
  // queue reads for its next tracks (fetchQuery, no observer) would fail the queue's read.
  const waiting = inFlight.filter(
    (query) => query.state.data === undefined && query.getObserversCount() > 0,
  )
  await queryClient.cancelQueries({ predicate: (query) => waiting.includes(query) })
  await queryClient.invalidateQueries({ predicate: (query) => inFlight.includes(query) })
}

/** Counts a play and writes the server's counts into the cache at once (applyPlayCounts). */
export function useRecordPlay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) => recordPlay(id, userId),
    onSuccess: (result, { id }) => void applyPlayCounts(queryClient, id, result),
  })
}
