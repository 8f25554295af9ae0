import { fireEvent, screen } from '@testing-library/react'
import { vi } from 'vitest'
import type { MusicTrack } from '@contract/music'
import type { Artist } from '@contract/artist'
import { artistPages } from '@/api/artists'
import { musicPages } from '@/api/music'
import { servePages } from '../paging-api'

/** Tracks as GET /music lists them; `userPlays` is the caller's own count. */
export const tracks: [MusicTrack, MusicTrack] = [
  {
    _id: 'track-1',
    title: 'Inzozi',
    artist: 'Eliane Ishimwe',
    album: 'Kigali Nights',
    genre: 'Pop',
    releaseDate: '2026-05-25T12:00:00.000Z',
    duration: 205,
    coverImageUrl: '/media/covers/inzozi.webp',
    audioUrl: '/media/audio/inzozi.mp3',
    youtubeLink: 'https://www.youtube.com/watch?v=inzozi',
    tags: [],
    isActive: true,
    playCount: 1540,
    userPlays: 1,
    createdAt: '2026-05-25T12:00:00.000Z',
  },
  {
    _id: 'track-2',
    title: 'Umuhanda',
    artist: 'Kagabo & Friends',
    album: '',
    genre: 'Hip Hop',
    releaseDate: null,
    duration: 3665,
    coverImageUrl: '',
    audioUrl: '/media/audio/umuhanda.mp3',
    youtubeLink: '',
    tags: [],
    isActive: true,
    playCount: 2_345_678,
    userPlays: 5,
    createdAt: '2026-06-14T12:00:00.000Z',
  },
]

export const [inzozi, umuhanda] = tracks

export const musicPage = (docs: MusicTrack[]) => ({
  success: true,
  data: { docs, total: docs.length, page: 1, limit: Math.max(1, docs.length), pages: 1 },
})

/** The label's artists: Inzozi's artist has a page, Umuhanda's has none. */
export const labelArtists = [
  { _id: 'artist-eliane', name: 'Eliane Ishimwe', bio: '', createdAt: '2026-01-05T12:00:00.000Z' },
]

/** Answers GET /artist in pages, which the track cards search to link a track to its artist. */
export const serveArtists = (artists: object[] = labelArtists) =>
  servePages('/artist', artistPages, artists as Artist[])

/**
 * Answers GET /music in pages of `docs` as our API does (searched, filtered, ordered and paged:
 * ../paging-api.ts), remembering the userId of every call; and GET /artist.
 */
export function serveTracks(docs: MusicTrack[] = tracks, artists: object[] = labelArtists) {
  serveArtists(artists)
  const served = servePages('/music', musicPages, docs)
  return {
    ...served,
    get userIds() {
      return served.requests.map((params) => params.get('userId'))
    },
  }
}

export const playButton = (track: MusicTrack) =>
  screen.getByRole('button', { name: `Play ${track.title} by ${track.artist}` })
export const pauseButton = (track: MusicTrack) =>
  screen.getByRole('button', { name: `Pause ${track.title} by ${track.artist}` })

/**
 * jsdom plays no media: play() and pause() are stubbed to act like a browser's element (play
 * fires 'play' when it was paused, pause fires 'pause' when it was playing), and the test fires
 * what the network and decoder would (timeupdate, ended, error) through the returned helpers.
 */
export function installFakeAudio() {
  const playing = new WeakSet<HTMLMediaElement>()
  /** The play and pause events the element fired, in order. */
  const events: string[] = []
  const fire = (element: HTMLMediaElement, type: 'play' | 'pause') => {
    events.push(type)
    element.dispatchEvent(new Event(type))
  }
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (!playing.has(this)) {
      playing.add(this)
      fire(this, 'play')
    }
    return Promise.resolve()
  })
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (playing.delete(this)) fire(this, 'pause')
  })

  const audio = () => {
    const element = document.querySelector('audio')
    if (!element) throw new Error('The player has no <audio> element')
    return element
  }

  return {
    play,
    pause,
    events,
    audio,
    isPlaying: () => playing.has(audio()),
    /** Playback reached `seconds`. */
    progress(seconds: number) {
      audio().currentTime = seconds
      fireEvent.timeUpdate(audio())
    },
    /** The track played to its end: a browser pauses, then fires 'ended'. */
    end() {
      playing.delete(audio())
      events.push('pause')
      fireEvent.pause(audio())
      fireEvent.ended(audio())
    },
    /** The source could not be fetched or decoded. */
    fail() {
      playing.delete(audio())
      fireEvent.error(audio())
    },
  }
}
