import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Which API the built SPA talks to. `vite build` writes `dist/api-origin.json` (vite.config.ts):
 * `{ "apiOrigin": null }` for a build that calls its own origin (`/api/v1`), or the origin of
 * VITE_API_BASE_URL when that is an absolute URL. Read from the build, not from an env variable,
 * so the CSP can never disagree with the code it protects
 * (docs/decisions/011-serving-a-build-for-another-api.md).
 */
export const API_ORIGIN_FILE = 'api-origin.json'

/** The build's API origin cannot be allowed: the server refuses to start with this message. */
export class BuildApiError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BuildApiError'
  }
}

const isHttpOrigin = (value: unknown): value is string => {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
  } catch {
    return false
  }
}

/**
 * The origin of the build's API, or null when it is the server's own. No file (no build yet, or
 * a build older than the file) means our own API, as every such build did.
 */
export function readBuildApiOrigin(distDir: string): string | null {
  const file = join(distDir, API_ORIGIN_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return null
  }
  let apiOrigin: unknown
  try {
    apiOrigin = (JSON.parse(text) as { apiOrigin?: unknown }).apiOrigin
  } catch {
    apiOrigin = undefined
  }
  if (apiOrigin === null) return null
  if (!isHttpOrigin(apiOrigin))
    throw new BuildApiError(
      `${file} must hold {"apiOrigin": null} or {"apiOrigin": "<http(s) origin>"}: rebuild the SPA (npm run build).`,
    )
  return apiOrigin
}

/** The CSP sources a build for another API needs, or none for a build that calls its own origin. */
export interface CrossOriginSources {
  /** The build's API, for `connect-src`. */
  api: string[]
  /** Where that API's images and audio live (MEDIA_ORIGINS), for `img-src` and `media-src`. */
  media: string[]
}

export function crossOriginSources(
  apiOrigin: string | null,
  mediaOrigins: readonly string[],
): CrossOriginSources {
  if (apiOrigin === null) return { api: [], media: [...mediaOrigins] }
  // Without its media origins the pages would load with every image and track blocked.
  if (mediaOrigins.length === 0)
    throw new BuildApiError(
      `The built SPA calls the API at ${apiOrigin}, another origin. Set MEDIA_ORIGINS to the ` +
        `comma-separated origins its images and audio come from (for the label's hosted API: ` +
        `MEDIA_ORIGINS=https://res.cloudinary.com), or rebuild the SPA without VITE_API_BASE_URL.`,
    )
  return { api: [apiOrigin], media: [...mediaOrigins] }
}
