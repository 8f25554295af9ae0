import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type {
  CreateGalleryBody,
  GalleryItem,
  LikeResponse,
  UpdateGalleryBody,
} from '@contract/gallery'
import { DEFAULT_GALLERY_CATEGORY } from '@contract/constants'
import { api } from './client'
import { isRecord, unwrapOne } from './envelope'
import { createResource, read } from './resource'
import { byNumber, byText, type PagedCollection } from './paging'

export function normalizeGalleryItem(raw: Record<string, unknown>): GalleryItem {
  const image = read.media(raw.image) || read.media(raw.imageUrl)
  const likedBy = read.strings(raw.likedBy)
  return {
    _id: read.id(raw),
    title: read.string(raw.title),
    description: read.string(raw.description),
    image,
    imageUrl: read.media(raw.imageUrl) || image,
    videoUrl: read.media(raw.videoUrl),
    category: read.string(raw.category) || DEFAULT_GALLERY_CATEGORY,
    likeCount: Math.max(0, read.number(raw.likeCount, read.number(raw.likes, likedBy.length))),
    isLikedByUser: read.boolean(raw.isLikedByUser, false),
    likedBy,
    createdAt: read.string(raw.createdAt),
  }
}

export const galleryApi = createResource<GalleryItem, CreateGalleryBody, UpdateGalleryBody>({
  key: 'gallery',
  listPath: '/gallery',
  detailPath: (id) => `/gallery/${encodeURIComponent(id)}`,
  createPath: '/gallery/add-gallery',
  updatePath: (id) => `/gallery/${encodeURIComponent(id)}`,
  deletePath: (id) => `/gallery/${encodeURIComponent(id)}`,
  normalize: normalizeGalleryItem,
  entityKey: 'galleryItem',
})

export const useGallery = galleryApi.useList

/**
 * One photo as its viewer sees it: `isLikedByUser` belongs to the token's user, so each viewer
 * (or the guest) has their own cache entry and signing in or out reads the photo again.
 */
const itemKey = (id: string, viewerId: string | undefined) =>
  [...galleryApi.keys.detail(id), viewerId ?? 'guest'] as const

export const useGalleryItem = (id: string, viewerId?: string) =>
  useQuery({
    queryKey: itemKey(id, viewerId),
    queryFn: async () => {
      const item = await galleryApi.fetchOne(id)
      // The hosted API sends no isLikedByUser, but its likedBy names the viewer who liked it.
      const isListed = viewerId !== undefined && item.likedBy.includes(viewerId)
      return isListed ? { ...item, isLikedByUser: true } : item
    },
    // A server-rendered page hydrates as a guest, then reads the viewer's own like: the photo
    // stays on screen meanwhile instead of the spinner.
    placeholderData: (previous) => (previous?._id === id ? previous : undefined),
  })

/** The server's render of /gallery/:id (src/app/prefetch.ts): the photo as a guest sees it. */
export function seedGuestGalleryItem(
  queryClient: QueryClient,
  id: string,
  raw: object | undefined,
) {
  if (raw) queryClient.setQueryData(itemKey(id, undefined), normalizeGalleryItem(unwrapOne(raw)))
}

/**
 * A like reply of either API: ours `{success, likeCount, isLiked}`, the hosted one
 * `{message, galleryItem}` with the new count inside the item. The hosted like only ever adds
 * (a second one is refused), so a reply without a state means liked, unless `likedBy` says not.
 */
export function normalizeLikeResponse(body: unknown, viewerId?: string): LikeResponse {
  const root = isRecord(body) ? body : {}
  const item = unwrapOne(body, 'galleryItem')
  const likedBy = read.strings(item.likedBy)
  const likeCount = read.number(root.likeCount, read.number(item.likeCount, likedBy.length))
  const stated = root.isLiked ?? item.isLikedByUser
  const isLiked =
    typeof stated === 'boolean'
      ? stated
      : !viewerId || likedBy.length === 0 || likedBy.includes(viewerId)
  return { success: true, likeCount: Math.max(0, likeCount), isLiked }
}

/** Our server reads the user from the token; the hosted API needs `{userId}` in the body. */
export async function toggleLike(id: string, userId?: string): Promise<LikeResponse> {
  const { data } = await api.post<unknown>(
    `/gallery/${encodeURIComponent(id)}/like`,
    userId ? { userId } : {},
  )
  return normalizeLikeResponse(data, userId)
}

/**
 * docs/product.md §11: the like toggles at once (±1, never below 0); the server's answer replaces
 * on success; a failure puts the item back as it was.
 */
export function useToggleLike(id: string, viewerId: string | undefined) {
  const queryClient = useQueryClient()
  const key = itemKey(id, viewerId)
  return useMutation({
    mutationFn: () => toggleLike(id, viewerId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<GalleryItem>(key)
      if (previous) {
        const isLiked = !previous.isLikedByUser
        queryClient.setQueryData<GalleryItem>(key, {
          ...previous,
          isLikedByUser: isLiked,
          likeCount: Math.max(0, previous.likeCount + (isLiked ? 1 : -1)),
        })
      }
      return { previous }
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
    },
    onSuccess: (result) => {
      queryClient.setQueryData<GalleryItem>(key, (item) =>
        item
          ? { ...item, likeCount: Math.max(0, result.likeCount), isLikedByUser: result.isLiked }
          : item,
      )
      void queryClient.invalidateQueries({ queryKey: galleryApi.keys.list() })
      // Other viewers' copies (the guest's, before signing in) now have an old count.
      void queryClient.invalidateQueries({
        queryKey: galleryApi.keys.detail(id),
        refetchType: 'none',
      })
    },
  })
}

/** /gallery in pages (./paging.ts); a page is keyed by its viewer, for `isLikedByUser`. */
export const galleryPages: PagedCollection<GalleryItem> = {
  key: galleryApi.keys.all[0],
  path: '/gallery',
  normalize: normalizeGalleryItem,
  local: {
    searchText: (item) => [item.title, item.description, item.category],
    filters: { category: (item, category) => item.category === category },
    sorts: {
      created: byText((item) => item.createdAt),
      title: byText((item) => item.title),
      category: byText((item) => item.category),
      likes: byNumber((item) => item.likeCount),
    },
    createdAt: (item) => item.createdAt,
  },
}
