import { z } from 'zod'
import { LIMITS } from './constants'

/**
 * The embeddable player (`/embed/music/:id`) and its oEmbed answer
 * (`GET /api/v1/oembed`, https://oembed.com, version 1.0). The SPA's "copy embed code" and the
 * server's oEmbed and `twitter:player` tags use the same paths and size (./embed-paths.ts, apart
 * so that the player's own script imports them without zod).
 */
export * from './embed-paths'

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
