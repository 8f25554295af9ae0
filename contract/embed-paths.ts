/**
 * The embeddable player's addresses, size and embed code (`/embed/music/:id`): the SPA's "copy
 * embed code", the server's oEmbed and `twitter:player` tags, and the player itself
 * (src/embed/) use them. Without zod, so the player's small script can import it; the oEmbed
 * schemas are in ./embed.ts, which re-exports this module.
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
