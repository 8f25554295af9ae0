import { useQuery } from '@tanstack/react-query'
import { galleryApi } from './gallery'

/**
 * The gallery photos `viewerId` liked: GET /gallery answers `isLikedByUser` for the token's user.
 * Its own cache entry per viewer (the guests' list, and the list the server wrote into the page,
 * say false throughout), under the gallery's list key, so a like or unlike refreshes it.
 */
export const likedGalleryKey = (viewerId: string) =>
  [...galleryApi.keys.list(), 'liked', viewerId] as const

export function useLikedGallery(viewerId: string) {
  return useQuery({
    queryKey: likedGalleryKey(viewerId),
    queryFn: async () => (await galleryApi.fetchList()).filter((item) => item.isLikedByUser),
  })
}
