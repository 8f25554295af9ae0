import type { Db } from '../../../server/db/client'
import {
  artists,
  contactMessages,
  filmmakers,
  galleryItems,
  musicTracks,
  producers,
} from '../../../server/db/schema'

/**
 * A catalogue written straight into the database, with creation times one hour apart (row 0 the
 * oldest), so order, paging and date windows are known exactly: row i is created at `at(i)`.
 */
export const FIRST = Date.parse('2025-01-01T00:00:00.000Z')
export const at = (index: number) => new Date(FIRST + index * 3_600_000)

/** 30 of each: past one page of 24, and three pages of 10 plus none. */
export const COUNT = 30

const pad = (index: number) => String(index).padStart(2, '0')

export async function seedCatalogue(db: Db): Promise<void> {
  const rows = Array.from({ length: COUNT }, (_, index) => index)
  await db.insert(artists).values(
    rows.map((index) => ({
      name: index === 7 ? 'Ámara 100%_Band\\' : `Artist ${pad(index)}`,
      socialLinks: { facebook: '', instagram: '', twitter: '', youtube: '', tiktok: '' },
      createdAt: at(index),
    })),
  )
  await db.insert(producers).values(
    rows.map((index) => ({
      name: `Producer ${pad(index)}`,
      level: (['Junior', 'Mid-level', 'Senior', 'Legendary'] as const)[index % 4] ?? 'Junior',
      yearsExperience: index,
      genres: index === 3 ? ['Afrobeat'] : ['Pop'],
      skills: [],
      credits: [],
      socialMedia: {
        instagram: '',
        twitter: '',
        facebook: '',
        spotify: '',
        soundCloud: '',
        youtube: '',
        appleMusic: '',
      },
      createdAt: at(index),
    })),
  )
  await db.insert(filmmakers).values(
    rows.map((index) => ({
      name: `Filmmaker ${pad(index)}`,
      specialization: index % 3 === 0 ? 'Editor' : 'Director',
      experience: index,
      portfolio: [],
      createdAt: at(index),
    })),
  )
  await db.insert(galleryItems).values(
    rows.map((index) => ({
      title: `Photo ${pad(index)}`,
      description: index === 5 ? 'Sunset over Kigali' : '',
      category: index % 2 === 0 ? 'Studio' : 'Live',
      createdAt: at(index),
    })),
  )
  await db.insert(musicTracks).values(
    rows.map((index) => ({
      title: `Track ${pad(index)}`,
      artist: index === 4 ? 'Meddy' : `Singer ${pad(index)}`,
      album: index === 9 ? 'Night Drive' : '',
      genre: index % 2 === 0 ? 'Pop' : 'Rock',
      duration: 100 + index,
      audioUrl: `/media/track-${index}.mp3`,
      tags: [],
      // Two tracks are inactive: guests never see them.
      isActive: index < COUNT - 2,
      releaseDate: at(index),
      createdAt: at(index),
    })),
  )
  await db.insert(contactMessages).values(
    rows.map((index) => ({
      name: `Sender ${pad(index)}`,
      email: `sender-${pad(index)}@example.com`,
      message: index === 11 ? 'Booking request for June' : `Message ${pad(index)}`,
      readAt: index % 2 === 0 ? at(index) : null,
      createdAt: at(index),
    })),
  )
}
