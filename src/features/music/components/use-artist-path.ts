import { useQuery } from '@tanstack/react-query'
import type { Artist } from '@contract/artist'
import type { Page } from '@contract/paging-rules'
import { artistPages } from '@/api/artists'
import { pageQuery } from '@/api/paging'
import { paths } from '@/config/paths'

/**
 * A track names its artist as text (docs/product.md §8: `artist` is not a reference), so a track
 * belongs to the artist whose name is the same, ignoring case and the spaces around it.
 */
export const sameArtist = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

/** Artists found by a search for one name: the name may also be part of longer ones. */
const SEARCH_LIMIT = 10

/**
 * The page of the artist called `name`, when the label has one; undefined while the search
 * answers, when it fails (the card then shows the name without a link), when none matches, or
 * when not `enabled` (nothing is fetched then). The API is asked for that name only, not for
 * every artist; the cards of one artist share the answer.
 */
export function useArtistPath(name: string, enabled = true): string | undefined {
  const q = name.trim()
  const { data } = useQuery({
    ...pageQuery(artistPages, { q, limit: SEARCH_LIMIT }),
    select: (page: Page<Artist>) => page.docs.find((artist) => sameArtist(artist.name, q))?._id,
    enabled: enabled && q !== '',
  })
  return data ? paths.artist(data) : undefined
}
