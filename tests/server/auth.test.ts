import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ErrorEnvelopeSchema,
  LoginResponseSchema,
  SESSION_TTL_MS,
  UserSchema,
  messageEnvelope,
} from '../../contract'
import { sessions, users } from '../../server/db/schema'
import { hashToken } from '../../server/repositories/sessions'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: payload as object })
const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/create', payload: payload as object })
/** No response may ever carry a password or its hash. */
const expectNoSecrets = (body: string) => expect(body).not.toMatch(/password|scrypt\$/i)

describe('POST /api/v1/admin/login', () => {
  it('signs in with the right password and returns a working token and the user', async () => {
    const { user, password } = await createUser(t.app, { admin: true })
    const res = await login({ email: user.email.toUpperCase(), password })
    expect(res.statusCode).toBe(200)
    expectNoSecrets(res.body)
    const body = LoginResponseSchema.parse(res.json())
    expect(body.data).toMatchObject({
      _id: user._id,
      email: user.email,
      userType: 'admin',
      isActive: true,
    })

    const users = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users',
      headers: authHeader(body.token),
    })
    expect(users.statusCode).toBe(200)
  })

  it('keeps a session 24 hours, or 30 days with remember me', async () => {
    const { user, password } = await createUser(t.app)
    for (const [rememberMe, ttl] of [
      [false, SESSION_TTL_MS.default],
      [true, SESSION_TTL_MS.remember],
    ] as const) {
      const before = Date.now()
      const res = await login({ email: user.email, password, rememberMe })
      const { token } = LoginResponseSchema.parse(res.json())
      const [row] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
      expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + ttl)
      expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + ttl)
      // Only the hash is stored, never the token.
      expect(JSON.stringify(row)).not.toContain(token)
    }
  })

  it('says the same for an unknown e-mail and a wrong password', async () => {
    const { user } = await createUser(t.app)
    const unknown = await login({ email: 'nobody-here@example.com', password: 'password123' })
    const wrong = await login({ email: user.email, password: 'not-the-password' })
    expect(unknown.statusCode).toBe(401)
    expect(wrong.statusCode).toBe(401)
    expect(unknown.json()).toEqual(wrong.json())
    expect(ErrorEnvelopeSchema.parse(wrong.json()).message).toBe(
      'Invalid credentials. Please try again.',
    )
  })

  it('refuses a deactivated account with 403 even with the right password', async () => {
    const { user, password } = await createUser(t.app)
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user._id))
    const res = await login({ email: user.email, password })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ success: false, message: 'This account has been deactivated.' })
  })

  it('answers 400 with field errors in English for missing or malformed input', async () => {
    const missing = await login({ email: '', password: '' })
    expect(missing.statusCode).toBe(400)
    const body = ErrorEnvelopeSchema.parse(missing.json())
    expect(body.message).toBe('Please fill in all fields')
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please fill in all fields' },
        { path: 'password', message: 'Please fill in all fields' },
      ]),
    )

    const badEmail = await login({ email: 'not-an-email', password: 'x' })
    expect(badEmail.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(badEmail.json()).errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ])

    const wrongType = await login({ email: 'a@b.co', password: 'x', rememberMe: 'yes' })
    expect(wrongType.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(wrongType.json()).errors?.[0]?.path).toBe('rememberMe')
  })

  it('answers malformed JSON with 400 and a non-JSON body with 415, as envelopes', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(malformed.json()).message).toMatch(/not valid JSON/)

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    })
    expect(text.statusCode).toBe(415)
    expect(ErrorEnvelopeSchema.parse(text.json()).success).toBe(false)
  })

  it('answers an oversized body with 413', async () => {
    const res = await login({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) })
    expect(res.statusCode).toBe(413)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toMatch(/too large/i)
  })
})

describe('POST /api/v1/admin/create', () => {
  it('creates a listener, even when the body asks for an admin', async () => {
    const res = await register({
      username: 'Mallory',
      email: 'Mallory@Example.com',
      password: 'password123',
      userType: 'admin',
    })
    expect(res.statusCode).toBe(201)
    expectNoSecrets(res.body)
    const body = messageEnvelope(UserSchema).parse(res.json())
    expect(body.data).toMatchObject({
      username: 'Mallory',
      email: 'mallory@example.com',
      userType: 'user',
    })

    const [row] = await t.db.select().from(users).where(eq(users.email, 'mallory@example.com'))
    expect(row?.userType).toBe('user')
    expect(row?.passwordHash).toMatch(/^scrypt\$/)
    expect(row?.passwordHash).not.toContain('password123')

    const signIn = await login({ email: 'mallory@example.com', password: 'password123' })
    expect(LoginResponseSchema.parse(signIn.json()).data.userType).toBe('user')
  })

  it('answers 409 for an e-mail already taken, whatever its case, and stores nothing', async () => {
    const { user } = await createUser(t.app)
    const before = await t.db.$count(users)
    const res = await register({
      username: 'Copy',
      email: user.email.toUpperCase(),
      password: 'password123',
    })
    expect(res.statusCode).toBe(409)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toMatch(/already exists/)
    expect(await t.db.$count(users)).toBe(before)
  })

  it('rejects a short password with its message and stores nothing', async () => {
    const res = await register({
      username: 'Shorty',
      email: 'shorty@example.com',
      password: 'short',
    })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).errors).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ])
    expect(await t.db.$count(users, eq(users.email, 'shorty@example.com'))).toBe(0)
  })
})

describe('POST /api/v1/admin/logout', () => {
  it('revokes exactly the session of the token used', async () => {
    const { user, password, token } = await createUser(t.app)
    const other = LoginResponseSchema.parse(
      (await login({ email: user.email, password })).json(),
    ).token

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/logout',
      headers: authHeader(token),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true })

    expect(await t.db.$count(sessions, eq(sessions.tokenHash, hashToken(token)))).toBe(0)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/logout',
      headers: authHeader(token),
    })
    expect(again.statusCode).toBe(401)
    // The user's other sign-in (another device) is untouched.
    const otherDevice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/logout',
      headers: authHeader(other),
    })
    expect(otherDevice.statusCode).toBe(200)
  })

  it('answers 401 without a token or with a made-up one', async () => {
    for (const headers of [{}, authHeader('made-up-token'), { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/logout', headers })
      expect(res.statusCode).toBe(401)
      expect(ErrorEnvelopeSchema.parse(res.json()).success).toBe(false)
    }
  })
})

describe('rate limits', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true })
  })
  afterAll(() => limited.close())

  it('answers the 11th login attempt in a minute from one address with 429 and a message', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/v1/admin/login',
        payload: { email: 'x@example.com', password: 'wrong-one' },
      })
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401)
    const res = await attempt()
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toMatch(/too many requests/i)
  })

  it('allows 5 registrations a minute from one address, then 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/admin/create',
        payload: {
          username: `Burst ${i}`,
          email: `burst-${i}@example.com`,
          password: 'password123',
        },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
