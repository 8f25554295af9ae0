import { EMBED_SIZE, embedPlayerPath, trackPagePath } from '../../contract'
import type { SeoEntry } from '../repositories/seo'

/**
 * Open Graph and Twitter tags for a shared link: crawlers do not run the SPA, so the server
 * writes the preview card into index.html's <head>. Every value is HTML-escaped: titles and bios
 * are typed by admins.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

const DESCRIPTION_MAX = 200

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
}

/** A stored image as an absolute URL (crawlers need one), or undefined when there is none. */
export function absoluteImage(image: string, baseUrl: string): string | undefined {
  if (/^https?:\/\//i.test(image)) return image
  if (image.startsWith('/')) return `${baseUrl}${image}`
  return undefined
}

export interface SharePage {
  entry: SeoEntry
  /** Absolute URL of the page itself. */
  url: string
  baseUrl: string
  type: 'profile' | 'article' | 'website' | 'music.song'
}

/** Where oEmbed consumers ask for a track page's player (../routes/oembed.ts). */
export function oEmbedDiscoveryUrl(baseUrl: string, trackId: string): string {
  const page = `${baseUrl}${trackPagePath(trackId)}`
  return `${baseUrl}/api/v1/oembed?url=${encodeURIComponent(page)}&format=json`
}

/**
 * A track's card is a player where sites support one: `twitter:card=player` framing
 * `/embed/music/:id`, and the oEmbed discovery link. Both need absolute URLs, so none without a
 * known origin.
 */
function playerTags(trackId: string, baseUrl: string, title: string) {
  const meta: [string, string, string][] = [
    ['name', 'twitter:card', 'player'],
    ['name', 'twitter:player', `${baseUrl}${embedPlayerPath(trackId)}`],
    ['name', 'twitter:player:width', String(EMBED_SIZE.width)],
    ['name', 'twitter:player:height', String(EMBED_SIZE.height)],
  ]
  const href = escapeHtml(oEmbedDiscoveryUrl(baseUrl, trackId))
  const link = `<link rel="alternate" type="application/json+oembed" href="${href}" title="${escapeHtml(title)}" />`
  return { meta, link }
}

export function shareTags({ entry, url, baseUrl, type }: SharePage): string {
  const title = entry.title.trim()
  const description = summarize(entry.description)
  const image = absoluteImage(entry.image, baseUrl)
  const tags: [string, string, string][] = [
    ['property', 'og:type', type],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ]
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image])
  const player =
    entry.playerTrackId && baseUrl ? playerTags(entry.playerTrackId, baseUrl, title) : undefined
  const metas = player
    ? [...tags.filter(([, key]) => key !== 'twitter:card'), ...player.meta]
    : tags
  return [
    ...metas.map(
      ([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`,
    ),
    ...(player ? [player.link] : []),
  ].join('\n    ')
}

/** Tags the page's card replaces; og:site_name stays, it names the site on every page. */
const EXISTING_SHARE_TAGS =
  /(?<![ \t])[ \t]*<meta\s+(?:property|name)=["'](?:og:(?!site_name)|twitter:)[^"']*["'][^>]*>[ \t]*\r?\n?/gi
const DESCRIPTION_TAG = /<meta\s+name=["']description["'][^>]*>/i
const TITLE_TAG = /<title>([\s\S]*?)<\/title>/i
/** The site's default share image in index.html (often a relative path, which crawlers reject). */
const SHARE_IMAGE =
  /(<meta\s+(?:property|name)=["'](?:og:image|twitter:image)["']\s+content=["'])([^"']*)/gi

export function defaultShareImage(html: string): string {
  return [...html.matchAll(SHARE_IMAGE)][0]?.[2] ?? ''
}

/** index.html with its default share image made absolute, so a link to any page previews well. */
export function withAbsoluteShareImage(html: string, baseUrl: string): string {
  if (!baseUrl) return html
  return html.replace(SHARE_IMAGE, (tag: string, start: string, image: string) =>
    image.startsWith('/') ? `${start}${escapeHtml(baseUrl)}${image}` : tag,
  )
}

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const PLAIN_HOST = /^(?:[a-z\d.-]{1,253}|\[[\da-f:.]{2,45}\])(?::\d{1,5})?$/i

/**
 * The origin to put in absolute URLs when PUBLIC_URL is unset, from the request's Host header:
 * '' (URLs stay relative) unless the header is a plain host[:port]. The header is the client's to
 * choose, so a Host of `evil"><script>` must never reach the page (issue 14).
 */
export function requestOrigin(protocol: string, host: string | undefined): string {
  if (!host || !PLAIN_HOST.test(host)) return ''
  return `${protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`
}

/**
 * index.html with the page's card in place of the default og/twitter tags, title and description.
 * An entity without an image falls back to the site's default share image.
 */
export function injectShareTags(html: string, page: SharePage): string {
  const title = escapeHtml(page.entry.title.trim())
  const description = escapeHtml(summarize(page.entry.description))
  const entry = { ...page.entry, image: page.entry.image || defaultShareImage(html) }
  const withoutDefaults = html
    .replace(EXISTING_SHARE_TAGS, '')
    .replace(
      TITLE_TAG,
      (_, site: string) => `<title>${title}${site.trim() ? ` | ${site.trim()}` : ''}</title>`,
    )
    .replace(DESCRIPTION_TAG, () => `<meta name="description" content="${description}" />`)
  // Replacer functions, not strings: a `$&` in a bio must stay literal text.
  return withoutDefaults.replace(/<\/head>/i, () => `  ${shareTags({ ...page, entry })}\n  </head>`)
}
