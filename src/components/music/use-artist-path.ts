import { useQuery } from '@tanstack/react-query'
import type { Artist } from '@contract/artist'
import { artistsApi } from '@/api/artists'
import { paths } from '@/config/paths'

/**
 * A track names its artist as text (docs/product.md §8: `artist` is not a reference), so a track
 * belongs to the artist whose name is the same, ignoring case and the spaces around it.
 */
export const sameArtist = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

const nameKey = (name: string) => name.trim().toLocaleLowerCase()

// Module-level, so React Query builds the map once per list answer, not once per card.
const idsByName = (artists: Artist[]) =>
  new Map(artists.map((artist) => [nameKey(artist.name), artist._id]))

/**
 * The page of the artist called `name`, when the label has one; undefined while the artists load,
 * when they fail to (the card then shows the name without a link), when none matches, or when
 * not `enabled` (nothing is fetched then).
 */
export function useArtistPath(name: string, enabled = true): string | undefined {
  const { data } = useQuery({ ...artistsApi.listQuery(), select: idsByName, enabled })
  const id = data?.get(nameKey(name))
  return id ? paths.artist(id) : undefined
}
