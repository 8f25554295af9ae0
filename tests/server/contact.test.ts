import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ContactMessageSchema,
  ErrorEnvelopeSchema,
  MessageEnvelopeSchema,
  messageEnvelope,
  successEnvelope,
} from '../../contract'
import { contactMessages } from '../../server/db/schema'
import { authHeader, createTestApp, createUser, type TestApp } from './helpers'

let t: TestApp
let adminToken: string
let listenerToken: string

beforeAll(async () => {
  t = await createTestApp()
  adminToken = (await createUser(t.app, { admin: true })).token
  listenerToken = (await createUser(t.app)).token
})
afterAll(() => t.close())

const validMessage = {
  name: 'Jean Mugisha',
  email: 'jean@example.rw',
  phone: '+250 788 123 456',
  message: 'I would like to book a recording session.',
}

const send = (payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/contact', payload })
const messageRows = () => t.db.select().from(contactMessages)

describe('POST /api/v1/contact', () => {
  it('stores the message and answers 201 with it', async () => {
    const res = await send({ ...validMessage, name: '  Jean Mugisha  ' })
    expect(res.statusCode).toBe(201)
    const body = messageEnvelope(ContactMessageSchema).parse(res.json())
    expect(body.message).toBe('Message sent successfully!')
    expect(body.data).toMatchObject(validMessage)
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data!._id))
    expect(row).toMatchObject(validMessage)
  })

  it('accepts a message without a phone number, signed in or not', async () => {
    const { phone: _phone, ...withoutPhone } = validMessage
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: authHeader(listenerToken),
      payload: withoutPhone,
    })
    expect(res.statusCode).toBe(201)
    expect(messageEnvelope(ContactMessageSchema).parse(res.json()).data?.phone).toBe('')
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a blank message', { message: '   ' }, 'message', 'Message is required'],
    ['a missing e-mail', { email: undefined }, 'email', 'Email is required'],
    ['an invalid e-mail', { email: 'jean@nowhere' }, 'email', 'Please enter a valid email address'],
    ['an invalid phone', { phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
    ['a message that is not text', { message: { text: 'hi' } }, 'message', 'Message is required'],
  ])('refuses %s with 400 and stores nothing', async (_, overrides, path, message) => {
    const before = (await messageRows()).length
    const res = await send({ ...validMessage, ...overrides })
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).errors).toContainEqual({ path, message })
    expect((await messageRows()).length).toBe(before)
  })

  it('refuses a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    })
    expect(res.statusCode).toBe(400)
    ErrorEnvelopeSchema.parse(res.json())
  })
})

describe('GET /api/v1/contact', () => {
  it('lists every message, newest first, to an admin', async () => {
    await send({ ...validMessage, message: 'First of two' })
    await send({ ...validMessage, message: 'Second of two' })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contact',
      headers: authHeader(adminToken),
    })
    expect(res.statusCode).toBe(200)
    const list = ContactMessageSchema.array().parse(res.json())
    expect(list).toHaveLength((await messageRows()).length)
    const texts = list.map((item) => item.message)
    expect(texts.indexOf('Second of two')).toBeLessThan(texts.indexOf('First of two'))
    expect(list.map((item) => item.createdAt)).toEqual(
      list
        .map((item) => item.createdAt)
        .sort()
        .reverse(),
    )
  })

  it.each([
    ['a guest', {}, 401],
    ['a listener', 'listener', 403],
    ['a bad token', 'bad', 401],
  ] as const)('refuses %s', async (_, who, status) => {
    const headers =
      who === 'listener' ? authHeader(listenerToken) : who === 'bad' ? authHeader('forged') : who
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/contact', headers })
    expect(res.statusCode).toBe(status)
    expect(res.body).not.toContain(validMessage.email)
    ErrorEnvelopeSchema.parse(res.json())
  })
})

/** Sends a fresh message and returns its id. */
async function freshMessageId(text = 'Please call me back.') {
  const res = await send({ ...validMessage, message: text })
  return messageEnvelope(ContactMessageSchema).parse(res.json()).data!._id
}
const rowOf = async (id: string) =>
  (await t.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]
const WHO = [
  ['a guest', {}, 401],
  ['a listener', 'listener', 403],
  ['a bad token', 'bad', 401],
] as const
const headersOf = (who: (typeof WHO)[number][1]): Record<string, string> =>
  who === 'listener' ? authHeader(listenerToken) : who === 'bad' ? authHeader('forged') : who

describe('PATCH /api/v1/contact/:id', () => {
  const patch = (
    id: string,
    payload: object,
    headers: Record<string, string> = authHeader(adminToken),
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/contact/${id}`,
      headers,
      payload,
    })

  it('marks a message read, then unread, and the list says so', async () => {
    const id = await freshMessageId()
    expect((await rowOf(id))?.readAt).toBeNull()

    const read = await patch(id, { isRead: true })
    expect(read.statusCode).toBe(200)
    expect(successEnvelope(ContactMessageSchema).parse(read.json()).data).toMatchObject({
      _id: id,
      isRead: true,
    })
    expect((await rowOf(id))?.readAt).toBeInstanceOf(Date)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contact',
      headers: authHeader(adminToken),
    })
    expect(
      ContactMessageSchema.array()
        .parse(list.json())
        .find((item) => item._id === id)?.isRead,
    ).toBe(true)

    const unread = await patch(id, { isRead: false })
    expect(unread.statusCode).toBe(200)
    expect(successEnvelope(ContactMessageSchema).parse(unread.json()).data?.isRead).toBe(false)
    expect((await rowOf(id))?.readAt).toBeNull()
  })

  it('lists a new message as unread', async () => {
    const id = await freshMessageId()
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contact',
      headers: authHeader(adminToken),
    })
    expect(list.json()).toContainEqual(expect.objectContaining({ _id: id, isRead: false }))
  })

  it.each<[string, object]>([
    ['no isRead', {}],
    ['an isRead that is not a boolean', { isRead: 'yes' }],
  ])('refuses %s with 400 and changes nothing', async (_, payload) => {
    const id = await freshMessageId()
    const res = await patch(id, payload)
    expect(res.statusCode).toBe(400)
    expect(ErrorEnvelopeSchema.parse(res.json()).errors).toContainEqual({
      path: 'isRead',
      message: 'Choose read or unread',
    })
    expect((await rowOf(id))?.readAt).toBeNull()
  })

  it('answers 404 for an unknown id', async () => {
    const res = await patch('no-such-message', { isRead: true })
    expect(res.statusCode).toBe(404)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toBe('Message not found.')
  })

  it.each(WHO)('refuses %s and changes nothing', async (_, who, status) => {
    const id = await freshMessageId()
    const res = await patch(id, { isRead: true }, headersOf(who))
    expect(res.statusCode).toBe(status)
    ErrorEnvelopeSchema.parse(res.json())
    expect((await rowOf(id))?.readAt).toBeNull()
  })
})

describe('DELETE /api/v1/contact/:id', () => {
  const remove = (id: string, headers: Record<string, string> = authHeader(adminToken)) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/contact/${id}`, headers })

  it('deletes the message, and only that one', async () => {
    const id = await freshMessageId()
    const other = await freshMessageId('Keep me.')
    const res = await remove(id)
    expect(res.statusCode).toBe(200)
    expect(MessageEnvelopeSchema.parse(res.json()).message).toBe('Message deleted successfully.')
    expect(await rowOf(id)).toBeUndefined()
    expect(await rowOf(other)).toBeDefined()
    // A second delete finds nothing.
    expect((await remove(id)).statusCode).toBe(404)
  })

  it.each(WHO)('refuses %s and keeps the message', async (_, who, status) => {
    const id = await freshMessageId()
    const res = await remove(id, headersOf(who))
    expect(res.statusCode).toBe(status)
    ErrorEnvelopeSchema.parse(res.json())
    expect(await rowOf(id)).toBeDefined()
  })
})

describe('contact rate limit', () => {
  let limited: TestApp
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: true })
  })
  afterAll(() => limited.close())

  it('allows 5 messages a minute from one address, then 429 with a message', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await send(validMessage, limited.app)).statusCode)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const res = await send(validMessage, limited.app)
    expect(ErrorEnvelopeSchema.parse(res.json()).message).toMatch(/too many requests/i)
    expect(await limited.db.select().from(contactMessages)).toHaveLength(5)

    const elsewhere = await limited.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: validMessage,
      remoteAddress: '203.0.113.9',
    })
    expect(elsewhere.statusCode).toBe(201)
  })
})
