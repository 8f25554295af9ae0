import { API_BASE_URL } from './base-url'

/** Has a scheme (https:, data:, blob:) or is protocol-relative: already points somewhere. */
const ABSOLUTE = /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i

/**
 * A media URL as the browser must load it. The hosted API sends absolute URLs
 * (`https://res.cloudinary.com/...`): those are kept exactly, never prefixed. Our server sends
 * `/media/...` paths, relative to the API's origin: they stay as they are when the API is on the
 * SPA's origin, and get the API's origin when VITE_API_BASE_URL points elsewhere.
 */
export function resolveMediaUrl(url: string, apiBase: string = API_BASE_URL): string {
  if (!url || ABSOLUTE.test(url) || !url.startsWith('/')) return url
  if (!ABSOLUTE.test(apiBase)) return url
  try {
    return new URL(url, apiBase).toString()
  } catch {
    return url
  }
}
