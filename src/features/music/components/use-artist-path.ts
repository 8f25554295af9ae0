import { useQuery } from '@tanstack/react-query'
import { artistNameKey } from '@contract/artist-name'
import { artistIdQuery } from '@/api/artists'
import { paths } from '@/config/paths'

/** Whether two tracks name the same artist (contract/artist-name.ts). */
export const sameArtist = (a: string, b: string) => artistNameKey(a) === artistNameKey(b)

/**
 * The page of the artist called `name`, when the label has one; undefined while the search
 * answers, when it fails (the card then shows the name without a link), when none matches, or
 * when not `enabled` (nothing is fetched then). A page the server rendered carries the answer
 * (src/app/routes/music.tsx), so its cards link at once and the browser asks nothing.
 */
export function useArtistPath(name: string, enabled = true): string | undefined {
  const { data } = useQuery({ ...artistIdQuery(name), enabled: enabled && name.trim() !== '' })
  return data ? paths.artist(data) : undefined
}
