import { and, eq, getTableName, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { artists, filmmakers, galleryItems, musicTracks, producers } from '../db/schema'

/** What a shared link's preview card shows. */
export interface SeoEntry {
  title: string
  description: string
  /** As stored: a `/media/...` path, an absolute URL, or empty. */
  image: string
  /** A track's card also offers its player (twitter:player, oEmbed discovery): the track's id. */
  playerTrackId?: string
}

export type SeoKind = 'artist' | 'producer' | 'filmmaker' | 'gallery' | 'music'

/** An active track as its share card and oEmbed answer show it. */
export interface TrackCard {
  id: string
  title: string
  artist: string
  album: string
  genre: string
  coverImageUrl: string
  /** The artist's page, when an artist of the roster has the track's artist name. */
  artistId: string | null
}

/** Qualified: Drizzle leaves columns unqualified in a query that reads one table. */
const trackArtist = sql`${sql.identifier(getTableName(musicTracks))}.${sql.identifier(musicTracks.artist.name)}`

/** One query: the track, if active, and the id of the artist whose name it carries. */
export async function findTrackCard(db: Db, id: string): Promise<TrackCard | undefined> {
  const [row] = await db
    .select({
      id: musicTracks.id,
      title: musicTracks.title,
      artist: musicTracks.artist,
      album: musicTracks.album,
      genre: musicTracks.genre,
      coverImageUrl: musicTracks.coverImageUrl,
      artistId: sql<string | null>`(select ${artists.id} from ${artists}
        where lower(${artists.name}) = lower(${trackArtist}) order by ${artists.createdAt} limit 1)`,
    })
    .from(musicTracks)
    .where(and(eq(musicTracks.id, id), eq(musicTracks.isActive, true)))
    .limit(1)
  return row
}

/** "Artist · Album · Genre": what a track's card says under its title. */
const trackDescription = (card: TrackCard) =>
  [card.artist, card.album, card.genre].filter((part) => part.trim()).join(' · ')

/** One small query per page: only the three columns a preview card needs. */
export async function findSeoEntry(
  db: Db,
  kind: SeoKind,
  id: string,
): Promise<SeoEntry | undefined> {
  switch (kind) {
    case 'artist': {
      const [row] = await db
        .select({ title: artists.name, description: artists.bio, image: artists.image })
        .from(artists)
        .where(eq(artists.id, id))
        .limit(1)
      return row
    }
    case 'producer': {
      const [row] = await db
        .select({ title: producers.name, description: producers.bio, image: producers.image })
        .from(producers)
        .where(eq(producers.id, id))
        .limit(1)
      return row
    }
    case 'filmmaker': {
      const [row] = await db
        .select({ title: filmmakers.name, description: filmmakers.bio, image: filmmakers.image })
        .from(filmmakers)
        .where(eq(filmmakers.id, id))
        .limit(1)
      return row
    }
    case 'music': {
      const card = await findTrackCard(db, id)
      if (!card) return undefined
      return {
        title: card.title,
        description: trackDescription(card),
        image: card.coverImageUrl,
        playerTrackId: card.id,
      }
    }
    case 'gallery': {
      const [row] = await db
        .select({
          title: galleryItems.title,
          description: galleryItems.description,
          image: galleryItems.image,
        })
        .from(galleryItems)
        .where(eq(galleryItems.id, id))
        .limit(1)
      return row
    }
  }
}
