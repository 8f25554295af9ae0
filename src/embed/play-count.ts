import { clearStoredAuth, getStoredAuth } from '@/lib/storage'
import { joinUrl } from './track'

/**
 * Counts a play for the signed-in listener, as the site does (src/api/record-play.ts,
 * src/features/music/player/use-play-counter.ts): PUT /music/:id/play with `{userId}` and the
 * stored token. Guests are not counted. In a frame on another site the browser usually gives the
 * page its own, empty storage, so most listeners there are guests. A 401 means the stored session
 * is over (forgotten, as the site's client does); a 403 is expected and ignored; anything else is
 * only logged: the music plays on.
 */
export async function countPlay(
  trackId: string,
  options: { apiBase: string; fetch: typeof fetch },
): Promise<void> {
  const auth = getStoredAuth()
  if (!auth) return
  const warn = (detail: unknown) => console.warn('The play was not counted.', detail)
  try {
    const response = await options.fetch(
      joinUrl(options.apiBase, `/music/${encodeURIComponent(trackId)}/play`),
      {
        method: 'PUT',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${auth.token}`,
        },
        body: JSON.stringify({ userId: auth.user._id }),
      },
    )
    if (response.ok || response.status === 403) return
    if (response.status === 401) {
      if (getStoredAuth()?.token === auth.token) clearStoredAuth()
      return
    }
    warn(`HTTP ${response.status}`)
  } catch (error) {
    warn(error)
  }
}
