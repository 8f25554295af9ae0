import { delay, http, HttpResponse } from 'msw'
import type { MusicTrack } from '@contract/music'
import { musicPages } from '@/api/music'
import { localPage } from '@/api/paging'
import { apiUrl, server } from '../utils'

/** Five of each, so a test can tell that the home page shows only the first four. */
export const producers = Array.from({ length: 5 }, (_, index) => ({
  _id: `producer-${index + 1}`,
  name: `Producer ${index + 1}`,
  level: 'Senior',
  bio: `Producer ${index + 1} mixes and masters records for the label.`,
  contactEmail: `producer${index + 1}@example.com`,
  yearsExperience: 5 + index,
  image: '',
  genres: ['Pop', 'Jazz'],
  skills: ['Mixing'],
  credits: [],
  socialMedia: {},
  createdAt: '2025-01-01T00:00:00.000Z',
}))

export const artists = Array.from({ length: 5 }, (_, index) => ({
  _id: `artist-${index + 1}`,
  name: `Artist ${index + 1}`,
  bio: `Artist ${index + 1} sings in Kinyarwanda and English.`,
  age: 25,
  management: `Management ${index + 1}`,
  image: '',
  imageUrl: '',
  socialLinks: {},
  createdAt: '2025-01-01T00:00:00.000Z',
}))

/** Released a month apart, listed oldest first: the home page shows the newest four. */
export const musicTracks = Array.from({ length: 5 }, (_, index) => ({
  _id: `track-${index + 1}`,
  title: `Song ${index + 1}`,
  artist: `Singer ${index + 1}`,
  album: '',
  genre: 'Pop',
  releaseDate: `2025-0${index + 1}-15T12:00:00.000Z`,
  duration: 180,
  coverImageUrl: '',
  audioUrl: `/media/audio/song-${index + 1}.mp3`,
  youtubeLink: '',
  tags: [],
  isActive: true,
  playCount: 10 * index,
  createdAt: '2025-01-01T00:00:00.000Z',
}))

export const galleryItems = Array.from({ length: 5 }, (_, index) => ({
  _id: `gallery-${index + 1}`,
  title: `Photo ${index + 1}`,
  description: 'A night at the studio',
  image: '',
  imageUrl: '',
  videoUrl: '',
  category: 'Events',
  likeCount: index,
  isLikedByUser: false,
  likedBy: [],
  createdAt: '2025-01-01T00:00:00.000Z',
}))

/** The three lists the home page previews, in the response shapes our server sends. */
export const listBodies = {
  music: (items: unknown[]) => ({
    success: true,
    data: { docs: items, total: items.length, page: 1, limit: 100, pages: 1 },
  }),
  producer: (items: unknown[]) => ({ success: true, data: items }),
  artist: (items: unknown[]) => items,
  gallery: (items: unknown[]) => items,
}

export type ListName = keyof typeof listBodies

export function answerLists(
  answers: Partial<Record<ListName, 'content' | 'empty' | 'error' | 'pending'>> = {},
) {
  const content: Record<ListName, unknown[]> = {
    music: musicTracks,
    producer: producers,
    artist: artists,
    gallery: galleryItems,
  }
  /** The parameters of each list's requests. */
  const requests: Record<ListName, URLSearchParams[]> = {
    music: [],
    producer: [],
    artist: [],
    gallery: [],
  }
  server.use(
    ...(Object.keys(listBodies) as ListName[]).map((name) =>
      http.get(apiUrl(`/${name}`), async ({ request }) => {
        const params = new URL(request.url).searchParams
        requests[name].push(params)
        const answer = answers[name] ?? 'content'
        if (answer === 'pending') await delay('infinite')
        if (answer === 'error') {
          return HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 })
        }
        const items = answer === 'empty' ? [] : content[name]
        // Music as our API pages it: newest release first, `limit` of them.
        if (name === 'music')
          return HttpResponse.json({
            success: true,
            data: localPage(items as MusicTrack[], Object.fromEntries(params), musicPages.local),
          })
        return HttpResponse.json(listBodies[name](items))
      }),
    ),
  )
  return { requests }
}
