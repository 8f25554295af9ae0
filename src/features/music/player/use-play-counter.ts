import { useCallback, useEffect, useRef } from 'react'
import type { MusicTrack } from '@contract/music'
import { httpStatus } from '@/api/errors'
import { useRecordPlay } from '@/api/record-play'
import { useAuth } from '@/lib/auth'

/**
 * Counts a play for the signed-in listener (docs/product.md §11); never a guest's. The counts on
 * screen come from the server's answer. On a 401 the API client has already forgotten the
 * session, which turns every screen to guest mode; a 403 is expected (e.g. an account that may
 * not be counted) and ignored; anything else is only logged, never shown: the music plays on.
 */
export function usePlayCounter() {
  const { user } = useAuth()
  const { mutate } = useRecordPlay()
  const userRef = useRef(user)

  useEffect(() => {
    userRef.current = user
  }, [user])

  return useCallback(
    (track: MusicTrack) => {
      const listener = userRef.current
      if (!listener) return
      mutate(
        { id: track._id, userId: listener._id },
        {
          onError: (error) => {
            const status = httpStatus(error)
            if (status === 401 || status === 403) return
            console.warn(`The play of "${track.title}" was not counted.`, error)
          },
        },
      )
    },
    [mutate],
  )
}
