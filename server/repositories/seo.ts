import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { artists, filmmakers, galleryItems, producers } from '../db/schema'

/** What a shared link's preview card shows. */
export interface SeoEntry {
  title: string
  description: string
  /** As stored: a `/media/...` path, an absolute URL, or empty. */
  image: string
}

export type SeoKind = 'artist' | 'producer' | 'filmmaker' | 'gallery'

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
