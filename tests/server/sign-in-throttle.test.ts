import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ErrorEnvelopeSchema, LoginResponseSchema } from '../../contract'
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../server/plugins/rate-limit'
import { createTestApp, createUser, type TestApp } from './helpers'

/**
 * Failed sign-ins are limited per account as well as per address: 10 failures against one
 * e-mail, from any addresses, within 15 minutes, and that account answers 429 (with
 * Retry-After) until the window ends. A success counts nothing; other accounts are not touched.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ rateLimit: true })
})
afterAll(() => t.close())
afterEach(() => {
  vi.useRealTimers()
})

/** Every attempt from its own address, so the per-address limit (10 a minute) never decides. */
let address = 0
const nextAddress = () => {
  address += 1
  return `10.${Math.floor(address / 65536) % 256}.${Math.floor(address / 256) % 256}.${address % 256}`
}

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/login',
    remoteAddress: nextAddress(),
    payload: { email, password },
  })

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await login(email, `wrong-password-${i}`)
    expect(res.statusCode).toBe(401)
  }
}

describe('per-account sign-in throttle', () => {
  it('after 10 failures from 10 addresses, the account answers 429, even with the right password', async () => {
    const { user, password } = await createUser(t.app)
    await failTimes(user.email, LOGIN_FAILURES_PER_ACCOUNT.max)

    const res = await login(user.email, password)
    expect(res.statusCode).toBe(429)
    const retryAfter = Number(res.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.success).toBe(false)
    expect(body.message).toMatch(/too many failed sign-ins/i)
    expect(res.body).not.toContain('token')
  })

  it('the e-mail is normalized: upper case counts against the same account', async () => {
    const { user, password } = await createUser(t.app)
    await failTimes(user.email.toUpperCase(), LOGIN_FAILURES_PER_ACCOUNT.max)
    expect((await login(user.email, password)).statusCode).toBe(429)
  })

  it('an unknown e-mail is limited the same way (the answer does not tell accounts apart)', async () => {
    await failTimes('nobody-here@example.com', LOGIN_FAILURES_PER_ACCOUNT.max)
    expect((await login('nobody-here@example.com', 'whatever-1')).statusCode).toBe(429)
  })

  it('other accounts still sign in while one is locked', async () => {
    const locked = await createUser(t.app)
    const other = await createUser(t.app)
    await failTimes(locked.user.email, LOGIN_FAILURES_PER_ACCOUNT.max)
    const res = await login(other.user.email, other.password)
    expect(res.statusCode).toBe(200)
    expect(LoginResponseSchema.parse(res.json()).token).toBeTruthy()
  })

  it('9 failures do not block the right password, and a success counts nothing', async () => {
    const { user, password } = await createUser(t.app)
    await failTimes(user.email, LOGIN_FAILURES_PER_ACCOUNT.max - 1)
    expect((await login(user.email, password)).statusCode).toBe(200)
    expect((await login(user.email, password)).statusCode).toBe(200)
    // The tenth failure is still a 401; only then is the account out of attempts.
    await failTimes(user.email, 1)
    expect((await login(user.email, password)).statusCode).toBe(429)
  })

  it('the lock ends with the window: 15 minutes after the first failure the right password works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const { user, password } = await createUser(t.app)
    await failTimes(user.email, LOGIN_FAILURES_PER_ACCOUNT.max)
    vi.setSystemTime(start + LOGIN_FAILURES_PER_ACCOUNT.timeWindowMs - 5_000)
    expect((await login(user.email, password)).statusCode).toBe(429)
    vi.setSystemTime(start + LOGIN_FAILURES_PER_ACCOUNT.timeWindowMs + 1_000)
    expect((await login(user.email, password)).statusCode).toBe(200)
  })

  it('a burst of parallel guesses gets no more than 10 checked', async () => {
    const { user } = await createUser(t.app)
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(user.email, `parallel-guess-${i}`)),
    )
    const codes = answers.map((res) => res.statusCode)
    expect(codes.filter((code) => code === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT.max)
    expect(codes.filter((code) => code === 429)).toHaveLength(25 - LOGIN_FAILURES_PER_ACCOUNT.max)
    for (const res of answers.filter((answer) => answer.statusCode === 429))
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })
})
