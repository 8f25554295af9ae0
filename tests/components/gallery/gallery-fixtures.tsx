import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { GalleryItem } from '@contract/gallery'
import { AppProviders } from '@/app/providers'
import { paths, routePatterns } from '@/config/paths'
import GalleryItemRoute from '@/app/routes/gallery-item'
import GalleryRoute from '@/app/routes/gallery'
import { apiUrl, createTestQueryClient, server, testI18n } from '../utils'

/** Gallery items as GET /gallery lists them, three categories, out of order. */
export const items: [GalleryItem, GalleryItem, GalleryItem] = [
  {
    _id: 'photo-1',
    title: 'Late session in Studio A',
    description: 'Kezia tracking vocals just after midnight.',
    image: '/media/photos/session.jpg',
    imageUrl: '/media/photos/session.jpg',
    videoUrl: '',
    category: 'Studio',
    likeCount: 12,
    isLikedByUser: false,
    likedBy: [],
    createdAt: '2026-03-12T10:00:00.000Z',
  },
  {
    _id: 'photo-2',
    title: 'Sunrise set',
    description: 'Closing the festival as the sun came up over the lake.',
    image: '/media/photos/sunrise.jpg',
    imageUrl: '/media/photos/sunrise.jpg',
    videoUrl: '',
    category: 'Live',
    likeCount: 1500,
    isLikedByUser: false,
    likedBy: [],
    createdAt: '2026-04-02T10:00:00.000Z',
  },
  {
    _id: 'photo-3',
    title: 'Album launch party',
    description: '',
    image: '/media/photos/launch.jpg',
    imageUrl: '/media/photos/launch.jpg',
    videoUrl: '',
    category: 'Events',
    likeCount: 0,
    isLikedByUser: false,
    likedBy: [],
    createdAt: '2026-05-20T10:00:00.000Z',
  },
]

export const [session, sunrise, launch] = items

/** GET /gallery/:id as our server answers it: `{success, data}`; an unknown id is a 404. */
export function serveItem(item: GalleryItem) {
  server.use(
    http.get(apiUrl('/gallery/:id'), ({ params }) =>
      params.id === item._id
        ? HttpResponse.json({ success: true, data: item })
        : HttpResponse.json({ success: false, message: 'Gallery item not found' }, { status: 404 }),
    ),
  )
}

/** /gallery and /gallery/:id on their real paths, and a stand-in sign-in page. */
export function renderGallery(route: string) {
  const router = createMemoryRouter(
    [
      { path: paths.gallery, element: <GalleryRoute /> },
      { path: routePatterns.galleryItem, element: <GalleryItemRoute /> },
      { path: paths.login, element: <h1>Sign-in page</h1> },
    ],
    { initialEntries: [route] },
  )
  const user = userEvent.setup()
  const queryClient = createTestQueryClient()
  const view = render(
    <AppProviders i18n={testI18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, user, router, queryClient }
}
