import type { Db } from '../db/client'
import { galleryLikes, musicPlays, pageViews, users } from '../db/schema'
import { between, chunks, daysBefore, pickExisting, recentAge, type Dated } from './activity'
import type { SeededContent } from './content'
import { DEMO_LISTENER, DEMO_TRACKS, demoListenerNames } from './data'
import type { Random } from './random'

const LISTENERS = 30
const PLAYS = 2400
const VIEWS = 3000
const BATCH = 500

/**
 * Listener accounts, then the plays, likes and detail views they made over the last year, denser
 * towards today, so the dashboard's monthly chart and top lists have a shape.
 */
export async function insertEngagement(
  db: Db,
  content: SeededContent,
  passwordHash: string,
  now: Date,
  random: Random,
) {
  const listenerRows = [
    { ...DEMO_LISTENER, createdAt: daysBefore(now, 200) },
    ...demoListenerNames(LISTENERS).map((listener, i) => ({
      ...listener,
      // Sign-ups accelerate; the last three fall within the past week.
      createdAt: daysBefore(now, Math.max(0.5, 360 * ((LISTENERS - i) / LISTENERS) ** 1.8), random),
    })),
  ].map(({ username, email, createdAt }) => ({
    username,
    email,
    passwordHash,
    userType: 'user' as const,
    createdAt,
    updatedAt: createdAt,
  }))
  // An address already taken (say, an admin's) keeps its account; only new rows come back.
  const listeners: Dated[] = await db
    .insert(users)
    .values(listenerRows)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, createdAt: users.createdAt })
  const listenerWeights = listeners.map((_, i) => (i === 0 ? 4 : 1))

  const trackWeights = DEMO_TRACKS.map((track) => track.popularity)
  const plays: (typeof musicPlays.$inferInsert)[] = []
  for (let i = 0; i < PLAYS; i++) {
    const playedAt = daysBefore(now, recentAge(random))
    const track = pickExisting(random, content.tracks, trackWeights, playedAt)
    const listener = pickExisting(random, listeners, listenerWeights, playedAt)
    if (track && listener) plays.push({ trackId: track.id, userId: listener.id, playedAt })
  }

  const likes: (typeof galleryLikes.$inferInsert)[] = []
  content.gallery.forEach((item, index) => {
    const wanted = Math.round(
      2 + (listeners.length - 4) * random.next() ** (1.2 + (index % 3) * 0.4),
    )
    const order = listeners
      .map((listener) => ({ listener, key: random.next() }))
      .sort((a, b) => a.key - b.key)
    for (const { listener } of order.slice(0, wanted)) {
      const from = new Date(Math.max(item.createdAt.getTime(), listener.createdAt.getTime()))
      likes.push({ galleryId: item.id, userId: listener.id, createdAt: between(random, from, now) })
    }
  })

  const viewed = [
    ...content.artistIds.map((row) => ({ ...row, type: 'artist' as const })),
    ...content.producerIds.map((row) => ({ ...row, type: 'producer' as const })),
    ...content.filmmakerIds.map((row) => ({ ...row, type: 'filmmaker' as const })),
    ...content.gallery.map((row) => ({ ...row, type: 'gallery' as const })),
    ...content.tracks.map((row) => ({ ...row, type: 'music' as const })),
  ]
  const views: (typeof pageViews.$inferInsert)[] = []
  for (let i = 0; i < VIEWS; i++) {
    const viewedAt = daysBefore(now, recentAge(random))
    const entity = pickExisting(random, viewed, [], viewedAt)
    // Each seeded view is its own visitor: the demo's monthly views keep their spread.
    if (entity)
      views.push({
        entityType: entity.type,
        entityId: entity.id,
        visitor: `seed:${i}`,
        viewedOn: viewedAt.toISOString().slice(0, 10),
        viewedAt,
      })
  }

  for (const batch of chunks(plays, BATCH)) await db.insert(musicPlays).values(batch)
  for (const batch of chunks(likes, BATCH)) await db.insert(galleryLikes).values(batch)
  for (const batch of chunks(views, BATCH)) await db.insert(pageViews).values(batch)
  return {
    listeners: listeners.length,
    plays: plays.length,
    likes: likes.length,
    views: views.length,
  }
}
