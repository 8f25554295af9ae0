import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  artists,
  contactMessages,
  filmmakers,
  galleryItems,
  musicTracks,
  producers,
} from '../db/schema'
import { between, daysBefore } from './activity'
import {
  DEMO_ARTISTS,
  DEMO_CONTACT_MESSAGES,
  DEMO_FILMMAKERS,
  DEMO_GALLERY,
  DEMO_PRODUCERS,
  DEMO_TRACKS,
} from './data'
import type { DemoMedia } from './media'
import type { Random } from './random'

/** Tables whose rows an admin manages: any row in any of them means the site is in use. */
const CONTENT_TABLES = [artists, producers, filmmakers, galleryItems, musicTracks, contactMessages]

/**
 * The seed's guard. It looks at every content table, not only artists, so that an admin who
 * deleted the demo artists does not get all the other demo content again on the next restart.
 */
export async function hasContent(db: Db): Promise<boolean> {
  const found = await Promise.all(
    CONTENT_TABLES.map((table) =>
      db
        .select({ one: sql`1` })
        .from(table)
        .limit(1),
    ),
  )
  return found.some((rows) => rows.length > 0)
}

/** Days before today each row was created: spread over the year, a few this month and this week. */
const ARTIST_AGES = [350, 320, 290, 250, 200, 150, 24, 3]
const PRODUCER_AGES = [340, 300, 210, 120, 26, 4]
const FILMMAKER_AGES = [330, 270, 210, 120, 40, 5]
const GALLERY_AGES = [355, 330, 300, 270, 240, 210, 180, 150, 120, 90, 60, 30, 5, 1]
const MONTH_DAYS = 30.4
/** Tracks added to the site after their release (index in DEMO_TRACKS: days before today). */
const RECENT_TRACK_ADDITIONS: Readonly<Record<number, number>> = { 7: 2, 0: 12 }
/** Rows this young are "this week": they must fall in the current calendar month too. */
const RECENT_DAYS = 7

/**
 * `days` before `now`; a recent row (a week or less) that would fall in the previous month is
 * moved into the current one. Whatever the day of the month the demo is seeded on, "This month",
 * "Last day" and "Last 7 days" then all have something to show.
 */
function createdBefore(now: Date, days: number, random: Random): Date {
  const date = daysBefore(now, days, random)
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1)
  if (days > RECENT_DAYS || date >= monthStart) return date
  return between(random, monthStart, now)
}

const urlAt = (files: readonly { url: string }[], index: number) => files[index]?.url ?? ''
const ageAt = (ages: readonly number[], index: number) => ages[index] ?? index

export interface SeededContent {
  artistIds: { id: string; createdAt: Date }[]
  producerIds: { id: string; createdAt: Date }[]
  filmmakerIds: { id: string; createdAt: Date }[]
  gallery: { id: string; createdAt: Date }[]
  tracks: { id: string; createdAt: Date }[]
}

/** Inserts the entities of the demo (artists, producers, filmmakers, gallery, music, messages). */
export async function insertContent(
  db: Db,
  files: DemoMedia,
  now: Date,
  random: Random,
): Promise<SeededContent> {
  const artistRows = DEMO_ARTISTS.map((artist, i) => ({
    id: randomUUID(),
    ...artist,
    image: urlAt(files.artists, i),
    createdAt: createdBefore(now, ageAt(ARTIST_AGES, i), random),
  }))
  const producerRows = DEMO_PRODUCERS.map((producer, i) => ({
    id: randomUUID(),
    ...producer,
    image: urlAt(files.producers, i),
    createdAt: createdBefore(now, ageAt(PRODUCER_AGES, i), random),
  }))
  const filmmakerRows = DEMO_FILMMAKERS.map((filmmaker, i) => ({
    id: randomUUID(),
    ...filmmaker,
    image: urlAt(files.filmmakers, i),
    createdAt: createdBefore(now, ageAt(FILMMAKER_AGES, i), random),
  }))
  const galleryRows = DEMO_GALLERY.map((item, i) => ({
    id: randomUUID(),
    title: item.title,
    description: item.description,
    category: item.category,
    image: urlAt(files.gallery, i),
    videoUrl: '',
    createdAt: createdBefore(now, ageAt(GALLERY_AGES, i), random),
  }))
  const trackRows = DEMO_TRACKS.map((track, i) => {
    const releaseDate = daysBefore(now, track.releasedMonthsAgo * MONTH_DAYS)
    // Older releases joined the catalogue when the site opened, about a year ago; the newest
    // were uploaded lately, so the music screen has recent additions too.
    const addedDaysAgo =
      RECENT_TRACK_ADDITIONS[i] ?? Math.min(track.releasedMonthsAgo * MONTH_DAYS, 345 - i * 3)
    const audio = files.audio[i]
    return {
      id: randomUUID(),
      title: track.title,
      artist: track.artist,
      album: track.album,
      genre: track.genre,
      releaseDate,
      duration: audio?.durationSeconds ?? track.style.seconds,
      coverImageUrl: urlAt(files.covers, i),
      audioUrl: audio?.url ?? '',
      youtubeLink: track.youtubeLink,
      tags: track.tags,
      isActive: true,
      peaks: audio?.peaks ?? null,
      createdAt: createdBefore(now, addedDaysAgo, random),
    }
  })
  const messageRows = DEMO_CONTACT_MESSAGES.map(({ daysAgo, ...message }) => ({
    ...message,
    createdAt: createdBefore(now, daysAgo, random),
  }))

  const stamped = <T extends { createdAt: Date }>(rows: T[]) =>
    rows.map((row) => ({ ...row, updatedAt: row.createdAt }))
  await db.insert(artists).values(stamped(artistRows))
  await db.insert(producers).values(stamped(producerRows))
  await db.insert(filmmakers).values(stamped(filmmakerRows))
  await db.insert(galleryItems).values(stamped(galleryRows))
  await db.insert(musicTracks).values(stamped(trackRows))
  await db.insert(contactMessages).values(messageRows)

  const pick = (rows: { id: string; createdAt: Date }[]) =>
    rows.map(({ id, createdAt }) => ({ id, createdAt }))
  return {
    artistIds: pick(artistRows),
    producerIds: pick(producerRows),
    filmmakerIds: pick(filmmakerRows),
    gallery: pick(galleryRows),
    tracks: pick(trackRows),
  }
}
