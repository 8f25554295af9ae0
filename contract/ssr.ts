import type { Artist } from './artist'
import type { Language } from './constants'
import type { Filmmaker } from './filmmaker'
import type { GalleryItem } from './gallery'
import type { MusicTrack } from './music'
import type {
  ArtistQuery,
  FilmmakerQuery,
  GalleryQuery,
  MusicQuery,
  Page,
  ProducerQuery,
} from './paging'
import type { Producer } from './producer'

/**
 * The seam between the server and its server-rendering bundle (src/entry-server.tsx, built into
 * dist-server/): the server cannot import the SPA's code, nor the SPA the server's, so both
 * sides type against this. docs/decisions/012-server-rendering-and-hydration.md.
 */

/**
 * The meta tag through which a rendered page names its route chunks (server/ssr/head.ts), for
 * the loader that index.html runs after the first paint (scripts/vite-load-after-first-paint.ts)
 * to preload them beside the entry.
 */
export const ROUTE_MODULES_META = 'app-modules'

/**
 * The function index.html's loader leaves on `window` to tap again, once the page is live, the
 * buttons tapped before (scripts/vite-load-after-first-paint.ts); src/main.tsx calls it.
 */
export const REPLAY_TAPS = '__replayTaps'

/**
 * A play button's track URL, in the rendered HTML, for the loader to start that track on a tap
 * before the page is live (scripts/vite-load-after-first-paint.ts).
 */
export const EARLY_AUDIO_ATTRIBUTE = 'data-audio'

/**
 * What the loader leaves on `window` when such a tap started the player's `<audio>` early: the
 * URL it set. The player takes it over once the page is live (src/features/music/player/
 * early-play.ts) instead of starting the track again.
 */
export const EARLY_PLAY = '__earlyPlay'

export interface EarlyPlay {
  src: string
}

/**
 * What a page rendered on the server reads, straight from the database (server/ssr/reads.ts),
 * in the shapes the API answers a guest with. Undefined: no such record. A list read answers
 * one page, as GET with the same query does (contract/paging.ts); a query the API would refuse
 * with 400 (a bad page number, an unknown genre) reads page 1 without that parameter.
 */
export interface PublicReads {
  artists(query: ArtistQuery): Promise<Page<Artist>>
  artist(id: string): Promise<Artist | undefined>
  producers(query: ProducerQuery): Promise<Page<Producer>>
  producer(id: string): Promise<Producer | undefined>
  filmmakers(query: FilmmakerQuery): Promise<Page<Filmmaker>>
  filmmaker(id: string): Promise<Filmmaker | undefined>
  gallery(query: GalleryQuery): Promise<Page<GalleryItem>>
  galleryItem(id: string): Promise<GalleryItem | undefined>
  /** A page of the active tracks with a guest's counts. */
  music(query: MusicQuery): Promise<Page<MusicTrack>>
  /** One track with a guest's counts, a deleted (inactive) one included: its page says so. */
  track(id: string): Promise<MusicTrack | undefined>
  /**
   * The id of the artist each name belongs to (trimmed, case ignored: a track names its artist as
   * text), the newest one when several share a name; a name no artist has maps to null.
   */
  artistIds(names: readonly string[]): Promise<Record<string, string | null>>
}

export interface RenderInput {
  /** The request's path and query, e.g. '/artists?lng=fr'. */
  url: string
  language: Language
  reads: PublicReads
  /** The site's origin, for the absolute URLs of structured data ('' when unknown). */
  origin: string
}

export type RenderResult =
  /** A redirect the routes asked for (none of the public pages do today). */
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page'
      /** 404 for the router's catch-all page, else 200. */
      status: number
      /** The markup that goes inside #root. */
      html: string
      /** `<title>`, description and the page's JSON-LD, already escaped. */
      head: string
      /** The data block the browser hydrates from (src/app/ssr-state.ts), a <script> element. */
      state: string
      /** Source paths of the route modules the page uses (Vite manifest keys), for modulepreload. */
      modules: string[]
    }

export type Render = (input: RenderInput) => Promise<RenderResult | undefined>
