import { FILMMAKER_SPECIALIZATIONS, MB } from '@contract/constants'

/**
 * Which API the SPA was built for, and what that API can do (docs/decisions/010-which-api.md).
 * `label` is our own server (the full contract); `hosted` is the label's existing hosted API
 * (docs/hosted-api.md), which lacks some routes and is stricter on some fields. Decided
 * once, at build time, by `VITE_API_KIND`; screens ask this module instead of testing the kind.
 * Kept free of imports beyond the contract's constants: the first load of `/` reads it.
 */
export type ApiKind = 'label' | 'hosted'

export interface Capabilities {
  kind: ApiKind
  /** A second press on Like removes the like (hosted: a like is only ever added). */
  canUnlike: boolean
  /** Admins may activate/deactivate accounts (hosted: no PATCH /admin/users/:id/status). */
  canChangeUserStatus: boolean
  /** Whether an edit may send a new image, per entity (hosted gallery/producer/filmmaker drop it). */
  canReplaceImageOnEdit: Record<'artist' | 'gallery' | 'producer' | 'filmmaker', boolean>
  /** A new gallery item may carry a video (hosted: it reads `video` but stores `videoUrl`). */
  canAddGalleryVideo: boolean
  /** A track's edit may switch it on or off (hosted: its update ignores `isActive`). */
  canSetMusicActive: boolean
  /** The specializations the API accepts for a new or edited filmmaker. */
  filmmakerSpecializations: readonly string[]
  /** The contact form's phone is required, not optional. */
  requiresContactPhone: boolean
  /** A new artist needs an age and a management. */
  requiresArtistAgeAndManagement: boolean
  /** A new track needs a cover image. */
  requiresMusicCover: boolean
  /** The largest file a picker accepts, over the per-kind limits; null: only those apply. */
  maxUploadBytes: number | null
  /** The inbox can mark messages read and delete them (hosted: no PATCH/DELETE /contact/:id). */
  canManageMessages: boolean
  /** Tracks carry the signed-in listener's own play count (hosted: no `userPlays`). */
  hasUserPlays: boolean
  /** GET /music/:id reads one track (hosted: no such route; the track page reads the list). */
  hasTrackDetail: boolean
}

/** The five the hosted API's schema enumerates; anything else is a 500 there. */
export const HOSTED_FILMMAKER_SPECIALIZATIONS = [
  'Director',
  'Producer',
  'Cinematographer',
  'Editor',
  'Writer',
] as const

const LABEL: Capabilities = {
  kind: 'label',
  canUnlike: true,
  canChangeUserStatus: true,
  canReplaceImageOnEdit: { artist: true, gallery: true, producer: true, filmmaker: true },
  canAddGalleryVideo: true,
  canSetMusicActive: true,
  filmmakerSpecializations: FILMMAKER_SPECIALIZATIONS,
  requiresContactPhone: false,
  requiresArtistAgeAndManagement: false,
  requiresMusicCover: false,
  maxUploadBytes: null,
  canManageMessages: true,
  hasUserPlays: true,
  hasTrackDetail: true,
}

const HOSTED: Capabilities = {
  kind: 'hosted',
  canUnlike: false,
  canChangeUserStatus: false,
  // Hosted PUT /artist stores `imageUrl` as sent: a data URL is kept as the image, so it works.
  canReplaceImageOnEdit: { artist: true, gallery: false, producer: false, filmmaker: false },
  canAddGalleryVideo: false,
  canSetMusicActive: false,
  filmmakerSpecializations: HOSTED_FILMMAKER_SPECIALIZATIONS,
  requiresContactPhone: true,
  requiresArtistAgeAndManagement: true,
  requiresMusicCover: true,
  // Its body limit is 10 MB of JSON; base64 grows a file by 4/3, so 7 MB of file still fits.
  maxUploadBytes: 7 * MB,
  canManageMessages: false,
  hasUserPlays: false,
  hasTrackDetail: false,
}

/** An unknown value is a build mistake; our own server is the safe reading of it. */
export function capabilitiesFor(kind: string | undefined): Capabilities {
  return kind === 'hosted' ? HOSTED : LABEL
}

export const capabilities: Capabilities = capabilitiesFor(import.meta.env.VITE_API_KIND)
