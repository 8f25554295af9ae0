import { Agent } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ContactMessageSchema,
  GalleryItemSchema,
  LikeResponseSchema,
  MusicPageSchema,
  successEnvelope,
} from '../../../contract'
import { galleryItems, musicTracks, users } from '../../../server/db/schema'
import { createSession } from '../../../server/repositories/sessions'
import {
  createServerData,
  httpRequest,
  startServerProcess,
  type HttpAnswer,
  type ServerData,
  type ServerProcess,
} from './support'

/**
 * Crash safety: the real server is killed with SIGKILL in the middle of a burst of likes, plays and
 * contact messages; after a restart on the same data, every write that was answered 2xx is there.
 * Writes that got no answer may or may not have landed, but never more than were sent.
 */

const LISTENERS = 10
const ITEMS = 20 // every listener likes every item once: 200 likes
const TRACKS = 5
const PLAYS_EACH = 40 // 400 plays, under the play limit of 120 a minute per listener
const SENDERS = 20 // contact is limited to 5 a minute per address: each sender has its own
const MESSAGES_EACH = 5
/** SIGKILL once this share of the burst has been acknowledged. */
const KILL_AFTER = 0.35
const IN_FLIGHT = 24

type Write =
  | { kind: 'like'; listener: number; item: number }
  | { kind: 'play'; listener: number; track: number }
  | { kind: 'message'; sender: number; text: string }

interface Prepared {
  listeners: { id: string; token: string }[]
  adminToken: string
  itemIds: string[]
  trackIds: string[]
}

let data: ServerData
let server: ServerProcess | undefined
let prepared: Prepared

/** Users, sessions, gallery items and tracks, inserted before the server opens the database. */
async function prepare(): Promise<Prepared> {
  const database = await data.open()
  try {
    const { db } = database
    const rows = await db
      .insert(users)
      .values([
        {
          username: 'Crash Admin',
          email: 'crash-admin@example.com',
          passwordHash: 'x',
          userType: 'admin' as const,
        },
        ...Array.from({ length: LISTENERS }, (_, i) => ({
          username: `Crash Listener ${i}`,
          email: `crash-${i}@example.com`,
          passwordHash: 'not-a-usable-hash',
        })),
      ])
      .returning({ id: users.id })
    const tokens = await Promise.all(
      rows.map(async (row) => (await createSession(db, row.id)).token),
    )
    const items = await db
      .insert(galleryItems)
      .values(
        Array.from({ length: ITEMS }, (_, i) => ({
          title: `Photo ${i}`,
          image: `/media/photo-${i}.png`,
        })),
      )
      .returning({ id: galleryItems.id })
    const tracks = await db
      .insert(musicTracks)
      .values(
        Array.from({ length: TRACKS }, (_, i) => ({
          title: `Track ${i}`,
          artist: 'Band',
          duration: 180,
          audioUrl: `/media/track-${i}.mp3`,
          tags: [],
        })),
      )
      .returning({ id: musicTracks.id })
    return {
      adminToken: tokens[0]!,
      listeners: rows.slice(1).map((row, i) => ({ id: row.id, token: tokens[i + 1]! })),
      itemIds: items.map((item) => item.id),
      trackIds: tracks.map((track) => track.id),
    }
  } finally {
    await database.close()
  }
}

/** A fixed interleaving of every kind of write (a seeded shuffle), so the kill lands among all of them. */
function burst(): Write[] {
  const writes: Write[] = []
  for (let listener = 0; listener < LISTENERS; listener += 1) {
    for (let item = 0; item < ITEMS; item += 1) writes.push({ kind: 'like', listener, item })
    for (let k = 0; k < PLAYS_EACH; k += 1)
      writes.push({ kind: 'play', listener, track: k % TRACKS })
  }
  for (let sender = 0; sender < SENDERS; sender += 1) {
    for (let k = 0; k < MESSAGES_EACH; k += 1)
      writes.push({ kind: 'message', sender, text: `crash-test message ${sender}-${k}` })
  }
  let seed = 20_240_611
  for (let i = writes.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    const j = seed % (i + 1)
    ;[writes[i], writes[j]] = [writes[j]!, writes[i]!]
  }
  return writes
}

// Each contact sender speaks from its own loopback address (127.0.0.0/8 is all local on Linux).
const senderAgents = Array.from(
  { length: SENDERS },
  (_, sender) => new Agent({ keepAlive: true, localAddress: `127.0.1.${sender + 1}` }),
)
const agent = new Agent({ keepAlive: true })

function send(baseURL: string, write: Write): Promise<HttpAnswer> {
  switch (write.kind) {
    case 'like':
      return httpRequest(baseURL, {
        method: 'POST',
        path: `/api/v1/gallery/${prepared.itemIds[write.item]}/like`,
        token: prepared.listeners[write.listener]!.token,
        agent,
      })
    case 'play':
      return httpRequest(baseURL, {
        method: 'PUT',
        path: `/api/v1/music/${prepared.trackIds[write.track]}/play`,
        token: prepared.listeners[write.listener]!.token,
        body: { userId: prepared.listeners[write.listener]!.id },
        agent,
      })
    case 'message':
      return httpRequest(baseURL, {
        method: 'POST',
        path: '/api/v1/contact',
        body: {
          name: `Sender ${write.sender}`,
          email: `sender-${write.sender}@example.com`,
          message: write.text,
        },
        agent: senderAgents[write.sender],
      })
  }
}

beforeAll(async () => {
  data = await createServerData()
  prepared = await prepare()
})
afterAll(async () => {
  await server?.kill('SIGKILL')
  for (const each of [agent, ...senderAgents]) each.destroy()
  await data.dispose()
})

describe('SIGKILL during a burst of writes', () => {
  it('keeps every acknowledged like, play and contact message across a restart', async () => {
    const started = performance.now()
    const writes = burst()
    const running = await startServerProcess(data)
    server = running
    const acknowledged: Write[] = []
    const refused: { write: Write; answer: HttpAnswer }[] = []
    let failed = 0
    let inFlight = 0
    let inFlightAtKill = 0
    let killed: Promise<unknown> | undefined
    let next = 0

    const worker = async () => {
      // No new write once the kill is sent: the ones in flight at that moment are what it cuts.
      while (!killed && next < writes.length) {
        const write = writes[next]!
        next += 1
        inFlight += 1
        try {
          const answer = await send(running.baseURL, write)
          if (answer.status >= 200 && answer.status < 300) {
            if (write.kind === 'like')
              expect(LikeResponseSchema.parse(answer.body).isLiked).toBe(true)
            acknowledged.push(write)
          } else refused.push({ write, answer })
        } catch {
          failed += 1
        }
        inFlight -= 1
        if (!killed && acknowledged.length >= writes.length * KILL_AFTER) {
          inFlightAtKill = inFlight
          killed = running.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
    await killed
    expect(killed, 'the burst ended before the kill').toBeDefined()
    // Only rate limits may refuse a write; anything else (a 5xx) is a failure of its own.
    expect(refused.filter(({ answer }) => answer.status !== 429)).toEqual([])

    // Restart on the same data: the database must open (health 200) and hold every acknowledged write.
    server = await startServerProcess(data)
    const { baseURL } = server
    const sent = { like: 0, play: 0, message: 0 }
    for (const write of writes.slice(0, next)) sent[write.kind] += 1
    const acked = { like: 0, play: 0, message: 0 }
    for (const write of acknowledged) acked[write.kind] += 1

    // Likes: the guest list names who liked each item.
    const galleryAnswer = await httpRequest(baseURL, { path: '/api/v1/gallery' })
    expect(galleryAnswer.status).toBe(200)
    const gallery = z.array(GalleryItemSchema).parse(galleryAnswer.body)
    const likedBy = new Map(gallery.map((item) => [item._id, new Set(item.likedBy)]))
    const likesFound = gallery.reduce((sum, item) => sum + item.likedBy.length, 0)
    const missingLikes = acknowledged.filter(
      (write) =>
        write.kind === 'like' &&
        !likedBy.get(prepared.itemIds[write.item]!)?.has(prepared.listeners[write.listener]!.id),
    )
    expect(missingLikes).toEqual([])

    // Plays: each listener's own count per track, and the totals.
    const ackedPlays = (listener: number, track: number) =>
      acknowledged.filter((w) => w.kind === 'play' && w.listener === listener && w.track === track)
        .length
    let playsFound = 0
    for (const [listener, { token }] of prepared.listeners.entries()) {
      const answer = await httpRequest(baseURL, { path: '/api/v1/music', token })
      const { docs } = successEnvelope(MusicPageSchema).parse(answer.body).data
      for (const [track, trackId] of prepared.trackIds.entries()) {
        const doc = docs.find((each) => each._id === trackId)
        expect(doc?.userPlays ?? 0).toBeGreaterThanOrEqual(ackedPlays(listener, track))
        if (listener === 0) playsFound += doc?.playCount ?? 0
      }
    }
    expect(playsFound).toBeGreaterThanOrEqual(acked.play)
    expect(playsFound).toBeLessThanOrEqual(sent.play)

    // Contact messages: the admin's inbox holds every acknowledged text.
    const inboxAnswer = await httpRequest(baseURL, {
      path: '/api/v1/contact',
      token: prepared.adminToken,
    })
    const inbox = new Set(
      z
        .array(ContactMessageSchema)
        .parse(inboxAnswer.body)
        .map((m) => m.message),
    )
    const missingMessages = acknowledged.filter((w) => w.kind === 'message' && !inbox.has(w.text))
    expect(missingMessages).toEqual([])
    expect(likesFound).toBeLessThanOrEqual(sent.like)
    expect(inbox.size).toBeLessThanOrEqual(sent.message)

    // And the restarted server takes writes again.
    const again = await send(baseURL, {
      kind: 'message',
      sender: SENDERS - 1,
      text: 'after the restart',
    })
    expect([201, 429]).toContain(again.status)
    const afterPlay = await send(baseURL, { kind: 'play', listener: 0, track: 0 })
    expect(afterPlay.status).toBe(200)

    console.log(
      `[resilience] crash (${data.driver}): ${next} writes sent, SIGKILL after ${acknowledged.length} ` +
        `acknowledged with ${inFlightAtKill} in flight (${failed} got no answer, ${refused.length} rate-limited); ` +
        `after restart: likes ${acked.like} acknowledged / ${likesFound} found, plays ${acked.play} / ${playsFound}, ` +
        `messages ${acked.message} / ${inbox.size}; lost 0; ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
  })
})
