import { z } from 'zod'
import { LIMITS } from './constants'

/**
 * The embeddable player (`/embed/music/:id`) and its oEmbed answer
 * (`GET /api/v1/oembed`, https://oembed.com, version 1.0). The SPA's "copy embed code" and the
 * server's oEmbed and `twitter:player` tags use the same paths and size.
 */
export const trackPagePath = (id: string) => `/musics/${encodeURIComponent(id)}`
export const embedPlayerPath = (id: string) => `/embed/music/${encodeURIComponent(id)}`

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char)

/**
 * The embed code: the player as an `<iframe>`, the same for the track page's "copy embed code"
 * and the oEmbed answer. `src` is the player's absolute URL; the title (a track's, typed by an
 * admin) is escaped.
 */
export function embedIframe(input: {
  src: string
  title: string
  width: number
  height: number
}): string {
  const src = escapeAttribute(input.src)
  const title = escapeAttribute(input.title)
  return `<iframe src="${src}" width="${input.width}" height="${input.height}" title="${title}" style="border:0;max-width:100%" allow="autoplay; encrypted-media" loading="lazy"></iframe>`
}

/** The player's size when the embedding site sets no limit; it never shrinks below MIN. */
export const EMBED_SIZE = { width: 480, height: 180 } as const
export const EMBED_MIN_SIZE = { width: 240, height: 120 } as const

const dimension = z.coerce.number().int().min(1).max(10_000).optional()

export const OEmbedQuerySchema = z.object({
  url: z.string().trim().min(1).max(LIMITS.urlMax),
  /** Only `json` is served; anything else is a 501, as oEmbed 1.0 says. */
  format: z.string().max(20).optional(),
  maxwidth: dimension,
  maxheight: dimension,
})

/** oEmbed 1.0's `rich` type, with the optional fields this site always sends. */
export const OEmbedSchema = z.object({
  type: z.literal('rich'),
  version: z.literal('1.0'),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string().optional(),
  provider_name: z.string(),
  provider_url: z.string(),
  cache_age: z.number().int(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type OEmbed = z.infer<typeof OEmbedSchema>
