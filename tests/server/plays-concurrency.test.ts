import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MusicPageSchema, PlayResponseSchema, successEnvelope } from '../../contract'
import { musicPlays, musicTracks } from '../../server/db/schema'
import { createSession } from '../../server/repositories/sessions'
import { insertUser } from '../../server/repositories/users'
import { authHeader, createTestApp, type TestApp } from './helpers'

const USERS = 50
const PLAYS_EACH = 10

let t: TestApp
let trackId: string
let listeners: { id: string; token: string }[]

beforeAll(async () => {
  t = await createTestApp()
  const [track] = await t.db
    .insert(musicTracks)
    .values({
      title: 'Crowd favourite',
      artist: 'Band',
      duration: 180,
      audioUrl: '/media/x.mp3',
      tags: [],
    })
    .returning()
  if (!track) throw new Error('no track')
  trackId = track.id
  // Straight inserts with a placeholder hash: 50 real password hashes would only slow the test down.
  listeners = await Promise.all(
    Array.from({ length: USERS }, async (_, index) => {
      const user = await insertUser(t.db, {
        username: `Fan ${index}`,
        email: `fan-${index}@example.com`,
        passwordHash: 'unused',
      })
      if (!user) throw new Error('user not inserted')
      return { id: user.id, token: (await createSession(t.db, user.id)).token }
    }),
  )
})
afterAll(() => t.close())

describe('500 concurrent plays', () => {
  it('are all counted, exactly, in total and per user', async () => {
    const requests = listeners.flatMap((listener) =>
      Array.from({ length: PLAYS_EACH }, () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/v1/music/${trackId}/play`,
          headers: authHeader(listener.token),
          payload: { userId: listener.id },
        }),
      ),
    )
    const responses = await Promise.all(requests)

    expect(responses.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([])
    const answered = responses.map((res) => PlayResponseSchema.parse(res.json()))
    // Each answer counts at least the play it recorded, and never more than exist in the end.
    for (const body of answered) {
      expect(body.playCount).toBeGreaterThanOrEqual(1)
      expect(body.playCount).toBeLessThanOrEqual(USERS * PLAYS_EACH)
      expect(body.userPlays).toBeGreaterThanOrEqual(1)
      expect(body.userPlays).toBeLessThanOrEqual(PLAYS_EACH)
    }
    // Some answer saw every play: the last insert's count read includes all 500.
    expect(Math.max(...answered.map((body) => body.playCount))).toBe(USERS * PLAYS_EACH)

    const [rows] = await t.db
      .select({ n: count() })
      .from(musicPlays)
      .where(eq(musicPlays.trackId, trackId))
    expect(rows?.n).toBe(USERS * PLAYS_EACH)

    const ListResponse = successEnvelope(MusicPageSchema)
    for (const listener of listeners) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/music',
        headers: authHeader(listener.token),
      })
      const [doc] = ListResponse.parse(res.json()).data.docs
      expect(doc).toMatchObject({
        _id: trackId,
        playCount: USERS * PLAYS_EACH,
        userPlays: PLAYS_EACH,
      })
    }
  }, 120_000)
})
