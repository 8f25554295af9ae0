import {
  EMBED_MIN_SIZE,
  EMBED_SIZE,
  SITE_NAME,
  embedIframe,
  embedPlayerPath,
  type OEmbed,
} from '../../contract'
import { absoluteImage } from '../plugins/open-graph'
import type { TrackCard } from '../repositories/seo'

/**
 * oEmbed 1.0 answers for track pages (https://oembed.com): a site given a link to
 * `/musics/:id` asks `GET /api/v1/oembed?url=...` and gets the player as an `<iframe>` of
 * `/embed/music/:id`, the only path whose answers may be framed by other origins
 * (plugins/security.ts).
 */

/** How long a consumer may keep an answer: a title or cover may be edited. */
export const OEMBED_CACHE_SECONDS = 3600

/** The track pages (and player pages) an oEmbed url may name. */
const TRACK_PATH = /^\/(?:musics|embed\/music)\/([^/]{1,64})\/?$/

export type TrackUrl = { kind: 'track'; id: string } | { kind: 'foreign' } | { kind: 'other' }

/**
 * What a url asked about is: one of our track pages, a page of another site (or no URL at all),
 * or another page of ours. Our site is `baseUrl`'s host, over http or https (a proxy may end TLS).
 */
export function parseTrackUrl(url: string, baseUrl: string): TrackUrl {
  if (!URL.canParse(url) || !URL.canParse(baseUrl)) return { kind: 'foreign' }
  const target = new URL(url)
  if (!['http:', 'https:'].includes(target.protocol)) return { kind: 'foreign' }
  if (target.host !== new URL(baseUrl).host) return { kind: 'foreign' }
  const id = TRACK_PATH.exec(target.pathname)?.[1]
  if (!id) return { kind: 'other' }
  try {
    return { kind: 'track', id: decodeURIComponent(id) }
  } catch {
    return { kind: 'other' }
  }
}

/** The player's size within the consumer's limits, never below the smallest it can show. */
export function playerSize(maxwidth?: number, maxheight?: number) {
  const fit = (preferred: number, max: number | undefined, min: number) =>
    Math.max(min, Math.min(preferred, max ?? preferred))
  return {
    width: fit(EMBED_SIZE.width, maxwidth, EMBED_MIN_SIZE.width),
    height: fit(EMBED_SIZE.height, maxheight, EMBED_MIN_SIZE.height),
  }
}

/** The embed code: the same `<iframe>` the track page's "copy embed code" gives. */
export function playerIframe(
  card: Pick<TrackCard, 'id' | 'title' | 'artist'>,
  baseUrl: string,
  size: { width: number; height: number },
): string {
  return embedIframe({
    src: `${baseUrl}${embedPlayerPath(card.id)}`,
    title: `${card.title} – ${card.artist}`,
    ...size,
  })
}

export function oEmbedFor(input: {
  card: TrackCard
  baseUrl: string
  maxwidth?: number
  maxheight?: number
  /** The cover's pixel size; without it no thumbnail is given (oEmbed wants all three). */
  coverSize?: { width: number; height: number }
}): OEmbed {
  const { card, baseUrl, coverSize } = input
  const size = playerSize(input.maxwidth, input.maxheight)
  const thumbnail = absoluteImage(card.coverImageUrl, baseUrl)
  return {
    type: 'rich',
    version: '1.0',
    title: card.title,
    author_name: card.artist,
    ...(card.artistId && { author_url: `${baseUrl}/artist/${encodeURIComponent(card.artistId)}` }),
    provider_name: SITE_NAME,
    provider_url: `${baseUrl}/`,
    cache_age: OEMBED_CACHE_SECONDS,
    ...(thumbnail &&
      coverSize && {
        thumbnail_url: thumbnail,
        thumbnail_width: coverSize.width,
        thumbnail_height: coverSize.height,
      }),
    html: playerIframe(card, baseUrl, size),
    ...size,
  }
}
