import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Artist, ArtistQuerySchema, Page, SortKey } from '../../contract'
import { artistNameKey } from '../../contract/artist-name'
import type { Db } from '../db/client'
import { artists, type ArtistSocialLinksRow } from '../db/schema'
import { mediaColumns, updateRow } from './media-rows'
import { folded } from './paging'
import { listTable, type ListSpec } from './list-table'

type ArtistRow = typeof artists.$inferSelect
type ArtistQuery = z.output<typeof ArtistQuerySchema>
export type ArtistValues = Omit<typeof artists.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

export const artistMedia = mediaColumns(artists, ['image'])

const NO_LINKS: ArtistSocialLinksRow = {
  facebook: '',
  instagram: '',
  twitter: '',
  youtube: '',
  tiktok: '',
}

/** The contract's artist. `image` and `imageUrl` carry the same stored URL: clients read either. */
export const toArtist = (row: ArtistRow): Artist => ({
  _id: row.id,
  name: row.name,
  bio: row.bio,
  age: row.age,
  management: row.management,
  image: row.image,
  imageUrl: row.image,
  // Rows written before a network was added lack its key; the contract promises all five.
  socialLinks: { ...NO_LINKS, ...row.socialLinks },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const ARTIST_LIST: ListSpec<SortKey<'artist'>, ArtistQuery> = {
  sorts: {
    created: [artists.createdAt],
    name: [folded(artists.name)],
  },
  defaultSort: 'created',
  search: [artists.name],
}

/** The artists a query asks for (contract/paging.ts): one page, or all as page 1 of 1. */
export const listArtists = (db: Db, query: ArtistQuery): Promise<Page<Artist>> =>
  listTable(db, artists, query, ARTIST_LIST, toArtist)

export async function findArtist(db: Db, id: string): Promise<ArtistRow | undefined> {
  const [row] = await db.select().from(artists).where(eq(artists.id, id)).limit(1)
  return row
}

/**
 * The newest artist of each name, compared as contract/artist-name.ts says (null for a name no
 * artist has): the server's render of a track links its artist without the browser asking.
 */
export async function artistIdsByName(
  db: Db,
  names: readonly string[],
): Promise<Record<string, string | null>> {
  const keys = [...new Set(names.map(artistNameKey).filter(Boolean))]
  const ids: Record<string, string | null> = Object.fromEntries(keys.map((key) => [key, null]))
  if (keys.length === 0) return ids
  const rows = await db
    .select({ id: artists.id, name: artists.name })
    .from(artists)
    .where(inArray(sql`lower(trim(${artists.name}))`, keys))
    .orderBy(desc(artists.createdAt), desc(artists.id))
  for (const row of rows) {
    const key = artistNameKey(row.name)
    if (ids[key] === null) ids[key] = row.id
  }
  return ids
}

export async function insertArtist(db: Db, values: ArtistValues): Promise<ArtistRow> {
  const [row] = await db.insert(artists).values(values).returning()
  if (!row) throw new Error('Artist insert returned no row')
  return row
}

/** The row before and after (`image` undefined keeps it); undefined when there is no such artist. */
export const updateArtist = (db: Db, id: string, values: ArtistValues) =>
  updateRow(db, artists, id, values)

/** The deleted row, so its files can be released; undefined when there was none. */
export async function deleteArtist(db: Db, id: string): Promise<ArtistRow | undefined> {
  const [row] = await db.delete(artists).where(eq(artists.id, id)).returning()
  return row
}
