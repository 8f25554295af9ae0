import './embed.css'
import './embed-states.css'
import { capabilities } from '@/api/capabilities'
import { API_BASE_URL } from '@/api/base-url'
import { getStoredAuth } from '@/lib/storage'
import { startEmbed } from './app'
import { countPlay } from './play-count'

/**
 * The embeddable player's entry (embed.html, served at /embed/music/:id by
 * server/plugins/embed.ts): plain DOM code, no React, nothing of the SPA's chunks
 * (docs/decisions/017-embed-player.md).
 */
const root = document.getElementById('embed')
if (root) {
  const source = {
    apiBase: API_BASE_URL,
    hasTrackDetail: capabilities.hasTrackDetail,
    fetch: window.fetch.bind(window),
  }
  void startEmbed(root, {
    ...source,
    location: window.location,
    languages: navigator.languages,
    isSignedIn: () => getStoredAuth() !== null,
    countPlay: (trackId) => void countPlay(trackId, source),
  })
}
