import type { MusicTrack } from '@contract/music'

const isWebUrl = (value: string) => /^https?:\/\//i.test(value.trim())
const searchTerms = (track: MusicTrack) => `${track.artist} ${track.title}`.trim()

/** The track's own video when it has one, else a YouTube search for artist and title. */
export function youtubeUrl(track: MusicTrack): string {
  if (track.youtubeLink && isWebUrl(track.youtubeLink)) return track.youtubeLink.trim()
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(searchTerms(track))}`
}

/** A Spotify search for artist and title (docs/product.md §4: continue on an audio platform). */
export function spotifyUrl(track: MusicTrack): string {
  return `https://open.spotify.com/search/${encodeURIComponent(searchTerms(track))}`
}
