import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema, UserSchema, successEnvelope } from '../../contract'
import { sessions, users } from '../../server/db/schema'
import { createSession } from '../../server/repositories/sessions'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

let t: TestApp
let admin: { token: string; userId: string }
let listenerToken: string

beforeAll(async () => {
  t = await createTestApp()
  const created = await createUser(t.app, { admin: true })
  admin = { token: created.token, userId: created.user._id }
  listenerToken = (await createUser(t.app)).token
})
afterAll(() => t.close())

const listUsers = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers })
const setStatus = (
  id: string,
  payload: unknown,
  headers: Record<string, string> = authHeader(admin.token),
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/users/${id}/status`,
    headers,
    payload: payload as object,
  })

describe('who may manage users', () => {
  it.each([
    ['nobody', 401, () => ({})],
    ['a made-up token', 401, () => authHeader('not-a-real-token')],
    ['a listener', 403, () => authHeader(listenerToken)],
    ['an admin', 200, () => authHeader(admin.token)],
  ])('GET /admin/users for %s answers %i', async (_who, status, headers) => {
    const res = await listUsers(headers())
    expect(res.statusCode).toBe(status)
    if (status !== 200) expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
  })

  it.each([
    ['nobody', 401, () => ({})],
    ['a listener', 403, () => authHeader(listenerToken)],
  ])(
    'PATCH /admin/users/:id/status for %s answers %i and changes nothing',
    async (_who, status, headers) => {
      const { user } = await createUser(t.app)
      const res = await setStatus(user._id, { isActive: false }, headers())
      expect(res.statusCode).toBe(status)
      const [row] = await t.db.select().from(users).where(eq(users.id, user._id))
      expect(row?.isActive).toBe(true)
    },
  )

  it('treats an expired session as no session', async () => {
    const { user } = await createUser(t.app, { admin: true })
    const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000)
    const { token } = await createSession(t.db, user._id, { rememberMe: true, now: longAgo })
    expect((await listUsers(authHeader(token))).statusCode).toBe(401)
  })
})

describe('GET /api/v1/admin/users', () => {
  it('lists every account newest first, without passwords', async () => {
    const newest = await createUser(t.app, { username: 'Newest Of All' })
    const res = await listUsers(authHeader(admin.token))
    expect(res.body).not.toMatch(/password|scrypt\$/i)
    const { data } = successEnvelope(UserSchema.array()).parse(res.json())
    expect(data.length).toBe(await t.db.$count(users))
    expect(data[0]?._id).toBe(newest.user._id)
    const times = data.map((user) => Date.parse(user.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })
})

describe('PATCH /api/v1/admin/users/:id/status', () => {
  it('deactivating ends every session of that user and blocks sign-in; reactivating restores it', async () => {
    const { user, token, password } = await createUser(t.app)
    await createSession(t.db, user._id)

    const res = await setStatus(user._id, { isActive: false })
    expect(res.statusCode).toBe(200)
    expect(successEnvelope(UserSchema).parse(res.json()).data).toMatchObject({
      _id: user._id,
      isActive: false,
    })
    expect(await t.db.$count(sessions, eq(sessions.userId, user._id))).toBe(0)
    const withOldToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/logout',
      headers: authHeader(token),
    })
    expect(withOldToken.statusCode).toBe(401)
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { email: user.email, password },
      })
    expect((await signIn()).statusCode).toBe(403)

    const back = await setStatus(user._id, { isActive: true })
    expect(successEnvelope(UserSchema).parse(back.json()).data.isActive).toBe(true)
    expect((await signIn()).statusCode).toBe(200)
  })

  it('refuses to let an admin deactivate itself', async () => {
    const res = await setStatus(admin.userId, { isActive: false })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe(
      'You cannot deactivate your own account.',
    )
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.userId))
    expect(row?.isActive).toBe(true)
    expect((await listUsers(authHeader(admin.token))).statusCode).toBe(200)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const res = await setStatus(encodeURIComponent(id), { isActive: false })
      expect(res.statusCode).toBe(404)
      expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('User not found.')
    }
  })

  it('answers 400 with the field message when isActive is missing or not a boolean', async () => {
    const { user } = await createUser(t.app)
    for (const payload of [{}, { isActive: 'false' }]) {
      const res = await setStatus(user._id, payload)
      expect(res.statusCode).toBe(400)
      expect(ErrorEnvelopeSchema.parse(res.json()).errors).toEqual([
        { path: 'isActive', message: 'Choose active or inactive' },
      ])
    }
  })
})
