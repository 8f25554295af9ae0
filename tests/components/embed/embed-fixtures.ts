import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { startEmbed, type EmbedEnvironment } from '@/embed/app'
import { getStoredAuth } from '@/lib/storage'
import { apiUrl, server } from '../msw'

/** The embeddable player's tests (src/embed/): plain DOM, rendered into a fresh <main>. */

export const TRACK_ID = 'track-1'

/** A track as GET /music/:id answers it (contract/music.ts). */
export const trackJson = (overrides: Record<string, unknown> = {}) => ({
  _id: TRACK_ID,
  title: 'Inzozi',
  artist: 'Eliane Ishimwe',
  album: '',
  genre: 'Afropop',
  releaseDate: null,
  duration: 120,
  coverImageUrl: `/media/${'a'.repeat(64)}.jpg`,
  audioUrl: '/media/audio/inzozi.mp3',
  youtubeLink: '',
  tags: [],
  isActive: true,
  playCount: 3,
  userPlays: 0,
  createdAt: '2026-05-25T12:00:00.000Z',
  peaks: [0, 128, 255, 64],
  ...overrides,
})

/** GET /music/:id answers `body` with `status` (the envelope of server/routes/music.ts). */
export function answerTrack(body: unknown = { success: true, data: trackJson() }, status = 200) {
  const calls: string[] = []
  server.use(
    http.get(apiUrl('/music/:id'), ({ request }) => {
      calls.push(new URL(request.url).pathname)
      return HttpResponse.json(body as Record<string, unknown>, { status })
    }),
  )
  return calls
}

export interface Started {
  root: HTMLElement
  countPlay: ReturnType<typeof vi.fn<(id: string) => void>>
  done: Promise<void>
}

/**
 * Starts the player at `/embed/music/<id><search>` in `languages`, as main.ts does, with the API
 * at the test origin (Node's fetch needs an absolute URL).
 */
export function startPlayer(
  options: {
    id?: string
    search?: string
    languages?: string[]
    hasTrackDetail?: boolean
  } = {},
): Started {
  const root = document.createElement('main')
  root.id = 'embed'
  document.body.replaceChildren(root)
  const countPlay = vi.fn<(id: string) => void>()
  const environment: EmbedEnvironment = {
    apiBase: `${window.location.origin}/api/v1`,
    hasTrackDetail: options.hasTrackDetail ?? true,
    fetch: (...args) => fetch(...args),
    location: {
      pathname: `/embed/music/${encodeURIComponent(options.id ?? TRACK_ID)}`,
      search: options.search ?? '',
      origin: 'https://label.example',
    },
    languages: options.languages ?? ['en-US'],
    isSignedIn: () => getStoredAuth() !== null,
    countPlay,
  }
  return { root, countPlay, done: startEmbed(root, environment) }
}

/** The site's fake <audio> (jsdom plays no media): the player's element is a plain one too. */
export { installFakeAudio } from '../music/music-fixtures'
