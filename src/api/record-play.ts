import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MusicTrack, PlayResponse } from '@contract/music'
import { api } from './client'

/**
 * Counting a play (PUT /music/:id/play). Apart from ./music.ts: the player, mounted on every page,
 * needs only this, and music.ts's resource hooks (useQuery and the rest) would come with it into
 * the first load of every page.
 */

/** The query-key root of every music list (./music.ts). */
export const MUSIC_KEY = 'music'

export async function recordPlay(id: string, userId: string): Promise<PlayResponse> {
  const { data } = await api.put<PlayResponse>(`/music/${encodeURIComponent(id)}/play`, { userId })
  return data
}

/** Counts a play and writes the server's counts into every cached track list at once. */
export function useRecordPlay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) => recordPlay(id, userId),
    onSuccess: (result, { id }) => {
      queryClient.setQueriesData<MusicTrack[]>({ queryKey: [MUSIC_KEY] }, (tracks) =>
        Array.isArray(tracks)
          ? tracks.map((track) =>
              track._id === id
                ? { ...track, playCount: result.playCount, userPlays: result.userPlays }
                : track,
            )
          : tracks,
      )
    },
  })
}
